import { fetchOperation } from '../../../lib/api/request';

/** POST /fd/api/v1/payment/pay: make a deposit order; the reply says where and how to pay. */
export function pay(input: { payTypeId: number; amount: number; protocol?: string }) {
  return fetchOperation((api, extraHeaders) => api.payment.pay({ body: input, extraHeaders }));
}
