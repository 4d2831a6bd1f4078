import { TRANSFER_TY } from '@betsite/contracts/constants';
import { fetchOperation } from '../../../lib/api/request';

/** POST /game/api/v1/venue/transfer, ty 1: the transfer-then-enter step moves centre money into the venue. */
export function transferIn(input: { channelCode: string; amount: string; isActivity: 0 | 1 }) {
  return fetchOperation((api, extraHeaders) => api.venue.transfer({ extraHeaders, body: { channelCode: input.channelCode, amount: input.amount, ty: TRANSFER_TY, isActivity: input.isActivity } }));
}
