import { describe, expect, it } from 'vitest';
import type { ReviewPolicy } from '@betsite/contracts/mock';
import { policyOf, policyTexts, venueNames } from './settings-forms';

const policy: ReviewPolicy = {
  depositAutoLimit: 50_000, depositAutoPaidAfterS: 30, depositReviewAfterS: 600, depositRiskLimit: null,
  withdrawReviewAfterS: 300, withdrawRiskLimit: 100_000, automatic: true,
};

describe('the review policy form', () => {
  it('gives back the policy it was filled from; an empty risk limit means never', () => {
    expect(policyTexts(policy).depositRiskLimit).toBe('');
    expect(policyOf(policyTexts(policy), true)).toEqual({ policy });
  });

  it('refuses a field that is not a non-negative number, naming it', () => {
    expect(policyOf({ ...policyTexts(policy), depositReviewAfterS: '' }, true)).toEqual({ invalid: 'Larger deposits paid after review (s)' });
    expect(policyOf({ ...policyTexts(policy), withdrawReviewAfterS: '-1' }, true)).toHaveProperty('invalid');
  });
});

describe('venues in maintenance', () => {
  it('splits on commas and spaces, each once', () => {
    expect(venueNames(' PGDZ, AGZR,,PGDZ  KY ')).toEqual(['PGDZ', 'AGZR', 'KY']);
    expect(venueNames('')).toEqual([]);
  });
});
