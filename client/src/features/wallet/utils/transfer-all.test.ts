import { describe, expect, it } from 'vitest';
import { transferAllAmount } from './transfer-all';

describe('transferAllAmount (全部)', () => {
  it('fills the centre wallet when moving money into a venue', () => {
    expect(transferAllAmount('in', 1400, 10678.2)).toBe('1400.00');
  });

  it('fills the venue balance when moving money back to the centre wallet', () => {
    expect(transferAllAmount('out', 0, 10678.2)).toBe('10678.20');
  });

  it('fills nothing while the balance it needs is not known', () => {
    expect(transferAllAmount('out', 500, undefined)).toBeNull();
    expect(transferAllAmount('in', undefined, 20)).toBeNull();
  });
});
