import { describe, expect, it } from 'vitest';
import { readReferralCodes, REFERRAL_CODE_LENGTH_MAX } from './referral';

describe('readReferralCodes', () => {
  it.each(['rcode', 'r_code', 'r_Code', 'rCode'])('reads the referrer code from %s', (name) => {
    expect(readReferralCodes(`?${name}=R1`)).toEqual({ rcode: 'R1' });
  });

  it.each(['icode', 'i_code', 'i_Code', 'iCode'])('reads the invite code from %s', (name) => {
    expect(readReferralCodes(`?${name}=I1`)).toEqual({ icode: 'I1' });
  });

  it('reads both, ignores empty values and bounds the length', () => {
    expect(readReferralCodes('?rCode=&r_code=R2&i_Code=I2')).toEqual({ rcode: 'R2', icode: 'I2' });
    expect(readReferralCodes(`?icode=${'x'.repeat(500)}`).icode).toHaveLength(REFERRAL_CODE_LENGTH_MAX);
    expect(readReferralCodes('?register=1')).toEqual({});
  });
});
