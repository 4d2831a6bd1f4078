import type { PlaceBetRequest } from '@betsite/contracts/routes/sportsbook';
import type { z } from 'zod';
import type { placeBetRequest } from '@betsite/contracts/routes/sportsbook';
import { fetchOperation } from '../../../lib/api/request';
import { resourceCommon, type ProviderSession } from './provider-session';

export type PlaceBetInput = z.input<typeof placeBetRequest>;
export type { PlaceBetRequest };

/**
 * Resource method placeBet: one ticket per entry (single bets) or one series ticket, and the CRTY
 * wallet after. A money operation: one idempotency key per press of 投注, so a retry of that press
 * is answered with its first reply and never bets twice.
 */
export async function placeBet(session: ProviderSession, request: PlaceBetInput) {
  const data = await fetchOperation((api, extraHeaders) => api.venue.resource({ body: { ...resourceCommon(session), method: 'placeBet', Request: request }, extraHeaders }));
  if (data.method !== 'placeBet') throw new Error('placeBet answered another method');
  return data;
}
