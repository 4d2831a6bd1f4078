import type { ReviewPolicy } from '@betsite/contracts/mock';

export type PolicyNumberField = Exclude<keyof ReviewPolicy, 'automatic'>;

export const POLICY_FIELDS: { name: PolicyNumberField; label: string; nullable: boolean }[] = [
  { name: 'depositAutoLimit', label: 'Deposits paid automatically up to (yuan)', nullable: false },
  { name: 'depositAutoPaidAfterS', label: '…paid this long after the player paid (s)', nullable: false },
  { name: 'depositReviewAfterS', label: 'Larger deposits paid after review (s)', nullable: false },
  { name: 'depositRiskLimit', label: 'Deposits refused above (yuan, empty: never)', nullable: true },
  { name: 'withdrawReviewAfterS', label: 'Withdrawals paid after (s)', nullable: false },
  { name: 'withdrawRiskLimit', label: 'Withdrawals refused above (yuan, empty: never)', nullable: true },
];

export function policyTexts(policy: ReviewPolicy): Record<PolicyNumberField, string> {
  return Object.fromEntries(POLICY_FIELDS.map((f) => [f.name, policy[f.name] === null ? '' : String(policy[f.name])])) as Record<PolicyNumberField, string>;
}

/** The form's texts → the policy, or the label of the first field that is not a number (the server checks the ranges). */
export function policyOf(texts: Record<PolicyNumberField, string>, automatic: boolean): { policy: ReviewPolicy } | { invalid: string } {
  const policy: Record<string, number | null | boolean> = { automatic };
  for (const f of POLICY_FIELDS) {
    const text = texts[f.name].trim();
    if (text === '' && f.nullable) {
      policy[f.name] = null;
      continue;
    }
    const value = Number(text);
    if (text === '' || !Number.isFinite(value) || value < 0) return { invalid: f.label };
    policy[f.name] = value;
  }
  return { policy: policy as ReviewPolicy };
}

/** enNames typed as "PGDZ, AGZR": split on commas and spaces, empty items dropped, each once. */
export function venueNames(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter((name) => name !== ''))];
}
