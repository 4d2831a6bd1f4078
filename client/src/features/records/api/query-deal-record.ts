import useSWR from 'swr';
import { HISTORY_PAGE_SIZE } from '@betsite/contracts/constants';
import type { DEAL_TYPE } from '@betsite/contracts/routes/transfer';
import { fetchData } from '../../../lib/api/request';

export type DealType = (typeof DEAL_TYPE)[keyof typeof DEAL_TYPE];

/** POST /fd/api/v1/transactions/queryDealRecord: the player's deal records, newest first. */
export function useDealRecords(filter: { type: DealType | null; pageNum: number }) {
  return useSWR(['transfer/queryDealRecord', filter.type ?? 0, filter.pageNum], () =>
    fetchData((api) => api.transfer.queryDealRecord({ body: { pageNum: filter.pageNum, pageSize: HISTORY_PAGE_SIZE, type: filter.type ?? undefined } })),
  );
}
