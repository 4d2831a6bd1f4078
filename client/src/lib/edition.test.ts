import { describe, expect, it } from 'vitest';
import { effectiveEdition } from './edition';

describe('edition', () => {
  it('is the stored choice when professional is allowed', () => {
    expect(effectiveEdition('professional', true)).toBe('professional');
    expect(effectiveEdition('classic', true)).toBe('classic');
    expect(effectiveEdition(null, true)).toBe('classic');
  });

  it('is forced to classic when the site disallows professional', () => {
    expect(effectiveEdition('professional', false)).toBe('classic');
  });
});
