import { readReferralCodes } from '../utils/referral';
import { storage } from './storage';

/**
 * What the client records about how the visitor arrived (spec 000 sections 3 and 4): the origin
 * (sent as the registration domain), the first full page address, and referral codes from the
 * address with the address that carried them.
 */
export function recordArrival(location: Pick<Location, 'origin' | 'href' | 'search'>): void {
  storage.setOrgUrl(location.origin);
  storage.rememberFirstPageUrl(location.href);
  const codes = readReferralCodes(location.search);
  if (codes.rcode || codes.icode) storage.setReferral(codes, location.href);
}

/** Console output is silenced in production (spec 000 section 9). */
export function silenceConsole(target: Console = console): void {
  const quiet = () => undefined;
  target.log = quiet;
  target.info = quiet;
  target.debug = quiet;
  target.warn = quiet;
  target.error = quiet;
}
