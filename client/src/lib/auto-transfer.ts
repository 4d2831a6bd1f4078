import useSWR, { mutate } from 'swr';
import { fetchData } from './api/request';
import { useSession } from './session';

/**
 * Automatic transfer and the activity lock that governs it (venue.getAutoTransferStatus): the
 * wallet page switches it, entering a venue reads it (the transfer-then-enter step, isActivity),
 * so it lives here rather than in one feature.
 */
export const AUTO_TRANSFER_KEY = 'venue/getAutoTransferStatus';

export const fetchAutoTransferStatus = () => fetchData((api) => api.venue.getAutoTransferStatus({ body: {}, silent: true }));

export function useAutoTransferStatus() {
  const { token } = useSession();
  return useSWR(token ? AUTO_TRANSFER_KEY : null, fetchAutoTransferStatus);
}

export async function setAutoTransfer(on: boolean): Promise<void> {
  await fetchData((api) => api.venue.setAutoTransferStatus({ body: { status: on ? 1 : 0 } }));
  await mutate(AUTO_TRANSFER_KEY);
}

/** 1 when the venue's wallet is the one an activity holds: the server records the transfer or entry as the activity's. */
export const isActivityFlag = (activityChannel: string | undefined, channelCode: string): 0 | 1 => (activityChannel === channelCode ? 1 : 0);
