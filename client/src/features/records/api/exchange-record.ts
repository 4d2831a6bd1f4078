import useSWR from 'swr';
import { HISTORY_PAGE_SIZE } from '@betsite/contracts/constants';
import { fetchData } from '../../../lib/api/request';

/** POST /act/api/v1/activityTopGift/exchangeRecord: gift exchanges and claimed rewards. */
export function useExchangeRecords(pageNum: number) {
  return useSWR(['activity/exchangeRecord', pageNum], () => fetchData((api) => api.activity.exchangeRecord({ body: { pageNum, pageSize: HISTORY_PAGE_SIZE } })));
}
