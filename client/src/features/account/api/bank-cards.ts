import { mutate } from 'swr';
import type { AddBankCardBody } from '@betsite/contracts/routes/withdraw';
import { fetchData, fetchOperation } from '../../../lib/api/request';

/** Every list of accounts and the add list read again: counts and defaults change together. */
const refreshLists = () =>
  mutate((key) => Array.isArray(key) && key[0] === 'withdraw/queryMemberBanksInfoList', undefined, { revalidate: true }).then(() => mutate('withdraw/withdrawAddList'));

/** POST /fd/api/v1/bankCard/add: a money-adjacent creation, so it carries an idempotency key. */
export async function addBankCard(body: AddBankCardBody) {
  const r = await fetchOperation((api, extraHeaders) => api.withdraw.addBankCard({ body, extraHeaders }));
  await refreshLists();
  return r;
}

export async function setDefaultBankCard(id: number) {
  const r = await fetchData((api) => api.withdraw.setDefaultBankCard({ body: { id } }));
  await refreshLists();
  return r;
}

export async function deleteBankCard(id: number) {
  const r = await fetchData((api) => api.withdraw.deleteBankCard({ body: { id } }));
  await refreshLists();
  return r;
}
