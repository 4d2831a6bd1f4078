import useSWR, { mutate } from 'swr';
import { fetchData } from './api/request';
import { useSession } from './session';

/** POST /game/api/v1/venue/balance: one venue wallet, for the transfer page and the venue entry. */
const keyOf = (channelCode: string) => ['venue/balance', channelCode] as const;

export const fetchVenueBalance = (channelCode: string) => fetchData((api) => api.venue.balance({ body: { channelCode }, silent: true }));

export function useVenueBalance(channelCode: string | null) {
  const { token } = useSession();
  return useSWR(token && channelCode ? keyOf(channelCode) : null, () => fetchVenueBalance(channelCode ?? ''));
}

/** After money moved in or out of a venue, every view of its balance refreshes. */
export const refreshVenueBalance = (channelCode: string) => mutate(keyOf(channelCode));
