import { useState, type FormEvent } from 'react';
import type { ReviewPolicy } from '@betsite/contracts/mock';
import { useQaConnection } from '../api/qa-connection';
import { saveReviewPolicy, useReviewPolicy } from '../api/review-policy';
import { useAction } from '../hooks/use-action';
import { POLICY_FIELDS, policyOf, policyTexts } from '../utils/settings-forms';
import { ActionResult, LoadState, Panel } from './panel';

/** How finance decides deposits and withdrawals on the server clock. */
export function ReviewPolicyPanel() {
  const policy = useReviewPolicy();
  return (
    <Panel title="Review policy">
      <LoadState of={policy} />
      {policy.data ? <PolicyForm key={JSON.stringify(policy.data)} saved={policy.data} /> : null}
    </Panel>
  );
}

function PolicyForm({ saved }: { saved: ReviewPolicy }) {
  const connection = useQaConnection();
  const [texts, setTexts] = useState(() => policyTexts(saved));
  const [automatic, setAutomatic] = useState(saved.automatic);
  const action = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = policyOf(texts, automatic);
    if ('invalid' in parsed) return action.fail(`Not a number: ${parsed.invalid}`);
    void action.run(() => saveReviewPolicy(connection, parsed.policy), () => 'Review policy saved.');
  };
  return (
    <form className="qa-form" onSubmit={submit} aria-label="Review policy">
      <p>Bank transfers and coin, after the player's 我已付款, and withdrawals. Online deposits are not reviewed: only the cashier page (确认支付) or a QA decision pays them.</p>
      <label className="checkbox">
        <input type="checkbox" checked={automatic} onChange={(e) => setAutomatic(e.target.checked)} /> Decided on the clock (off: only QA decides)
      </label>
      {POLICY_FIELDS.map((f) => (
        <label key={f.name} className="qa-inline-field">
          {f.label}
          <input className="field__input" type="number" min={0} step="any" value={texts[f.name]} onChange={(e) => setTexts({ ...texts, [f.name]: e.target.value })} />
        </label>
      ))}
      <div className="qa-row">
        <button type="submit" className="button button--primary" disabled={action.busy}>
          Save policy
        </button>
      </div>
      <ActionResult result={action.result} />
    </form>
  );
}
