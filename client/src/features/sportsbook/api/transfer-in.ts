import { TRANSFER_TY } from '@betsite/contracts/constants';
import { fetchOperation } from '../../../lib/api/request';

/** POST /game/api/v1/venue/transfer, ty 1: the slip's shortfall moves from the centre wallet into the sports wallet. */
export function transferIn(channelCode: string, amount: string) {
  return fetchOperation((api, extraHeaders) => api.venue.transfer({ extraHeaders, body: { channelCode, amount, ty: TRANSFER_TY, isActivity: 0 } }));
}
