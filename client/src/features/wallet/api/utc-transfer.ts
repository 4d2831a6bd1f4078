import { UTC_TRANSFER_TY } from '@betsite/contracts/routes/transfer';
import { fetchOperation } from '../../../lib/api/request';

/** POST /fd/api/v1/transfer/utcTransfer: exchange between yuan and a coin wallet at the current rate. */
export function utcTransfer(input: { currency: string; amount: string; intoCoin: boolean }) {
  return fetchOperation((api, extraHeaders) =>
    api.transfer.utcTransfer({
      extraHeaders,
      body: { currency: input.currency, amount: input.amount, ty: input.intoCoin ? UTC_TRANSFER_TY.intoCoin : UTC_TRANSFER_TY.intoYuan },
    }),
  );
}
