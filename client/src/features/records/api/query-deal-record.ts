import useSWR from 'swr';
import type { DEAL_TYPE } from '@betsite/contracts/routes/transfer';
import { fetchData } from '../../../lib/api/request';

export type DealType = (typeof DEAL_TYPE)[keyof typeof DEAL_TYPE];

/** POST /fd/api/v1/transactions/queryDealRecord: the player's deal records, newest first. */
export function useDealRecords(filter: { type: DealType | null; pageNum: number }) {
  return useSWR(['transfer/queryDealRecord', filter.type ?? 0, filter.pageNum], () =>
    fetchData((api) => api.transfer.queryDealRecord({ body: { pageNum: filter.pageNum, pageSize: 15, type: filter.type ?? undefined } })),
  );
}
