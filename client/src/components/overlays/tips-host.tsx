import { useEffect } from 'react';
import { useStore } from '../../lib/store';
import { tipShown, tipsStore } from '../../lib/tips';

/** Tips appear at the bottom of the screen (spec 000 section 9); the bus's `tips` event feeds them. */
export function TipsHost() {
  const tips = useStore(tipsStore);
  // After the paint that shows them: each tip's time runs from here (lib/tips.ts).
  useEffect(() => {
    for (const tip of tips) tipShown(tip.id);
  }, [tips]);
  return (
    <div className="tips-host" role="status" aria-live="polite">
      {tips.map((tip) => (
        <p key={tip.id} className={`tip tip--${tip.kind ?? 'info'}`}>
          {tip.message}
        </p>
      ))}
    </div>
  );
}
