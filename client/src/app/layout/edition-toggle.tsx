import { ChoiceGroup } from '../../components/ui/choice-group';
import { chooseEdition, useEdition } from '../../lib/edition';
import { useSiteInfo } from '../../lib/site-info';
import type { Edition } from '../../lib/storage';

/** Classic (light) or professional (dark); professional is offered only when the site allows it. */
export function EditionToggle() {
  const site = useSiteInfo();
  const current = useEdition();
  return (
    <ChoiceGroup<Edition>
      label="版本"
      className="edition-toggle"
      choiceClassName="edition-toggle__option"
      choices={[
        { value: 'classic', label: '经典版' },
        { value: 'professional', label: '专业版', disabled: !site.professionalAllowed },
      ]}
      value={current}
      onChange={chooseEdition}
    />
  );
}
