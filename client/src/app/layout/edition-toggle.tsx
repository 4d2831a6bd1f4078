import { chooseEdition, effectiveEdition, useChosenEdition } from '../../lib/edition';
import { useSiteInfo } from '../../lib/site-info';
import type { Edition } from '../../lib/storage';

const EDITIONS: readonly { value: Edition; label: string }[] = [
  { value: 'classic', label: '经典版' },
  { value: 'professional', label: '专业版' },
];

/** Classic (light) or professional (dark); professional is offered only when the site allows it. */
export function EditionToggle() {
  const site = useSiteInfo();
  const current = effectiveEdition(useChosenEdition(), site.professionalAllowed);
  return (
    <div className="edition-toggle" role="group" aria-label="版本">
      {EDITIONS.map((edition) => (
        <button
          key={edition.value}
          type="button"
          className="edition-toggle__option"
          aria-pressed={current === edition.value}
          disabled={edition.value === 'professional' && !site.professionalAllowed}
          onClick={() => chooseEdition(edition.value)}
        >
          {edition.label}
        </button>
      ))}
    </div>
  );
}
