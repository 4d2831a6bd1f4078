import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../utils/date';
import { moveClock, useClock } from '../api/clock';
import { useQaConnection } from '../api/qa-connection';
import { useAction } from '../hooks/use-action';
import { formatDurationMs, parseDurationMs } from '../utils/duration';
import { ActionResult, LoadState, Panel } from './panel';

const PRESETS = [
  { label: '+1 min', ms: 60_000 },
  { label: '+5 min', ms: 300_000 },
  { label: '+30 min', ms: 1_800_000 },
  { label: '+1 hour', ms: 3_600_000 },
  { label: '+1 day', ms: 86_400_000 },
] as const;

/** The server clock: what time the server thinks it is, and moving it forward (never back). */
export function ClockPanel() {
  const connection = useQaConnection();
  const clock = useClock();
  const [custom, setCustom] = useState('');
  const action = useAction();
  const move = (ms: number) => void action.run(() => moveClock(connection, ms), (c) => `Moved forward ${formatDurationMs(ms)}; offset now ${formatDurationMs(c.offsetMs)}.`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ms = parseDurationMs(custom);
    if (ms === null) return action.fail('Type an amount such as 90s, 15m, 2h, 1d or 1h30m (at most 366 days).');
    move(ms);
  };
  return (
    <Panel title="Clock">
      <LoadState of={clock} />
      {clock.data ? (
        <dl className="qa-facts">
          <dt>Server time (Beijing)</dt>
          <dd>
            <output aria-label="Server time">{formatDateTime(clock.data.now)}</output>
          </dd>
          <dt>Moved forward by</dt>
          <dd>
            <output aria-label="Clock offset">{formatDurationMs(clock.data.offsetMs)}</output>
          </dd>
        </dl>
      ) : null}
      <div className="qa-row" role="group" aria-label="Move the clock forward">
        {PRESETS.map((p) => (
          <button key={p.label} type="button" className="button button--secondary" disabled={action.busy} onClick={() => move(p.ms)}>
            {p.label}
          </button>
        ))}
      </div>
      <form className="qa-row" onSubmit={submit}>
        <label className="qa-inline-field">
          Custom amount
          <input className="field__input" value={custom} onChange={(e) => setCustom(e.target.value)} placeholder="e.g. 90s, 15m, 2h, 1d" />
        </label>
        <button type="submit" className="button button--primary" disabled={action.busy}>
          Move
        </button>
      </form>
      <ActionResult result={action.result} />
    </Panel>
  );
}
