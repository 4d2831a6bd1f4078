import { describe, expect, it } from 'vitest';
import { vipTier } from './vip-badge';

describe('VIP badge tiers', () => {
  it('gives neighbouring levels of one tier the same colours and a higher tier others', () => {
    expect(vipTier(1)).toEqual(vipTier(2));
    expect(vipTier(2)).not.toEqual(vipTier(3));
    expect(vipTier(0)).not.toEqual(vipTier(1));
  });

  it('gives the top levels the crown colours', () => {
    expect(vipTier(9)).toEqual(vipTier(10));
    expect(vipTier(10).from).toBe('#6b21a8');
  });
});
