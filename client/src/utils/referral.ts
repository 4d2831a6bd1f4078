import { INVITE_CODE_QUERY_NAMES, REFERRER_CODE_QUERY_NAMES } from '@betsite/contracts/constants';

export interface ReferralCodes {
  rcode?: string;
  icode?: string;
}

/** Upper bound on a stored code: anything longer is not a code but junk in the address. */
export const REFERRAL_CODE_LENGTH_MAX = 64;

function firstOf(params: URLSearchParams, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) return value.slice(0, REFERRAL_CODE_LENGTH_MAX);
  }
  return undefined;
}

/**
 * The referrer and invite codes of a page address, whichever of the spec's four spellings
 * each uses (rcode, r_code, r_Code, rCode / icode, i_code, i_Code, iCode).
 */
export function readReferralCodes(search: string): ReferralCodes {
  const params = new URLSearchParams(search);
  const codes: ReferralCodes = {};
  const rcode = firstOf(params, REFERRER_CODE_QUERY_NAMES);
  const icode = firstOf(params, INVITE_CODE_QUERY_NAMES);
  if (rcode) codes.rcode = rcode;
  if (icode) codes.icode = icode;
  return codes;
}
