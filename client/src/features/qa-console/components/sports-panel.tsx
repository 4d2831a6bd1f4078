import { useState, type FormEvent } from 'react';
import { SPORTS_PHASES, type QaMatch } from '@betsite/contracts/mock-sports';
import { useQaConnection } from '../api/qa-connection';
import { finishMatch, setScore, useMatches, type Phase } from '../api/sports';
import { useAction } from '../hooks/use-action';
import { ActionResult, LoadState, Panel } from './panel';

const matchName = (m: QaMatch) => `${m.team_h} v ${m.team_c}`;
const scoreOf = (m: QaMatch) => `${m.score.h} : ${m.score.c}`;

/** The sportsbook's QA controls: pick a match, set its score, finish it (its bets settle). */
export function SportsPanel() {
  const [phase, setPhase] = useState<Phase | null>('live');
  const matches = useMatches(phase);
  const [gameId, setGameId] = useState('');
  const selected = matches.data?.find((m) => m.gameId === gameId) ?? matches.data?.[0];
  // Here, not in the match's controls: a finished match leaves the live list, its outcome stays.
  const action = useAction();
  return (
    <Panel title="Sports">
      <div className="qa-row">
        <label className="qa-inline-field">
          Phase
          <select className="field__input" value={phase ?? ''} onChange={(e) => setPhase(SPORTS_PHASES.find((p) => p === e.target.value) ?? null)}>
            <option value="">any</option>
            {SPORTS_PHASES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <label className="qa-inline-field">
          Match
          <select className="field__input" value={selected?.gameId ?? ''} onChange={(e) => setGameId(e.target.value)} disabled={!matches.data?.length}>
            {matches.data?.map((m) => (
              <option key={m.gameId} value={m.gameId}>
                {m.gameId} {matchName(m)} ({m.gameType}, {m.phase})
              </option>
            ))}
          </select>
        </label>
      </div>
      <LoadState of={matches} />
      {matches.data && matches.data.length === 0 ? <p className="qa-note">No match in this phase.</p> : null}
      {/* Keyed by the match: another match starts with its own score in the form. */}
      {selected ? <MatchControls key={selected.gameId} match={selected} action={action} /> : null}
      <ActionResult result={action.result} />
    </Panel>
  );
}

function MatchControls({ match, action }: { match: QaMatch; action: ReturnType<typeof useAction> }) {
  const connection = useQaConnection();
  const [home, setHome] = useState(String(match.score.h));
  const [away, setAway] = useState(String(match.score.c));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const h = Number(home);
    const c = Number(away);
    if (!Number.isInteger(h) || !Number.isInteger(c) || h < 0 || c < 0) return action.fail('Scores are whole numbers from 0.');
    void action.run(() => setScore(connection, match.gameId, { h, c }), (m) => `${matchName(m)} now ${scoreOf(m)}.`);
  };
  const finish = () => void action.run(() => finishMatch(connection, match.gameId), (m) => `${matchName(m)} finished ${scoreOf(m)}: its bets settle.`);
  return (
    <div className="qa-form" aria-label={`Match ${match.gameId}`} role="group">
      <dl className="qa-facts">
        <dt>Match</dt>
        <dd>
          {matchName(match)} · {match.leagueName}
        </dd>
        <dt>Phase</dt>
        <dd>
          <output aria-label="Match phase">
            {match.phase}
            {match.se_now ? ` (${match.se_now} ${match.re_time})` : ''}
          </output>
        </dd>
        <dt>Score</dt>
        <dd>
          <output aria-label="Match score">{scoreOf(match)}</output>
        </dd>
      </dl>
      <form className="qa-row" onSubmit={submit} aria-label="Set the score">
        <label className="qa-inline-field">
          Home ({match.team_h})
          <input className="field__input" type="number" min={0} max={500} value={home} onChange={(e) => setHome(e.target.value)} size={4} />
        </label>
        <label className="qa-inline-field">
          Away ({match.team_c})
          <input className="field__input" type="number" min={0} max={500} value={away} onChange={(e) => setAway(e.target.value)} size={4} />
        </label>
        <button type="submit" className="button button--primary" disabled={action.busy}>
          Set score
        </button>
        <button type="button" className="button button--secondary" disabled={action.busy} onClick={finish}>
          Finish match
        </button>
      </form>
    </div>
  );
}
