import { fetchData } from '../../../lib/api/request';
import { resourceCommon, type ProviderSession } from './provider-session';

/** Resource method getBetStatus: the tickets held in their in-play confirmation, as they are now. */
export async function getBetStatus(session: ProviderSession, ticketIds: string[]) {
  const data = await fetchData((api) =>
    api.venue.resource({ body: { ...resourceCommon(session), method: 'getBetStatus', Request: { ticketIds } }, silent: true }),
  );
  return data.method === 'getBetStatus' ? data.tickets : [];
}
