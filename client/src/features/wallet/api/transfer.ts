import { TRANSFER_TY } from '@betsite/contracts/constants';
import { TRANSFER_TY_OUT } from '@betsite/contracts/routes/venue';
import { fetchOperation } from '../../../lib/api/request';

export type TransferDirection = 'in' | 'out';

/** POST /game/api/v1/venue/transfer: ty 1 centre wallet into the venue, 2 back out. */
export function transfer(input: { channelCode: string; amount: string; direction: TransferDirection; isActivity: 0 | 1 }) {
  return fetchOperation((api, extraHeaders) =>
    api.venue.transfer({
      extraHeaders,
      body: { channelCode: input.channelCode, amount: input.amount, ty: input.direction === 'in' ? TRANSFER_TY : TRANSFER_TY_OUT, isActivity: input.isActivity },
    }),
  );
}
