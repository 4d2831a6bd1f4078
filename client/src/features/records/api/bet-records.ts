import useSWR from 'swr';
import { HISTORY_PAGE_SIZE } from '@betsite/contracts/constants';
import { fetchData } from '../../../lib/api/request';

export interface BetWindow {
  beginTime: number;
  endTime: number;
}

/** POST /game/api/v1/record/betRecordTotal: the totals of a time window. */
export function useBetRecordTotal(window: BetWindow) {
  return useSWR(['record/betRecordTotal', window.beginTime, window.endTime], () => fetchData((api) => api.record.betRecordTotal({ body: window })));
}

/** POST /game/api/v1/record/betRecordList: the bets of a time window, one page at a time. */
export function useBetRecordList(window: BetWindow, pageNum: number) {
  return useSWR(['record/betRecordList', window.beginTime, window.endTime, pageNum], () =>
    fetchData((api) => api.record.betRecordList({ body: { ...window, pageNum, pageSize: HISTORY_PAGE_SIZE } })),
  );
}
