import { PROVIDER_LANGUAGE } from '@betsite/contracts/constants';

/**
 * The provider session of the sportsbook screen: the venue, the token launching it gave and the
 * player's address (preInfo ip). Every resource call carries these (spec 001 section 3).
 */
export interface ProviderSession {
  enName: string;
  token: string;
  ip: string;
}

/** The fields every method of the resource call repeats. */
export function resourceCommon(session: ProviderSession) {
  return { timestamp: Date.now(), token: session.token, langx: PROVIDER_LANGUAGE, remoteip: session.ip, enName: session.enName } as const;
}
