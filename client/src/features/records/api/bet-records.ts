import useSWR from 'swr';
import { HISTORY_PAGE_SIZE } from '@betsite/contracts/constants';
import { fetchData } from '../../../lib/api/request';

export interface BetWindow {
  beginTime: number;
  endTime: number;
}

/** The venue and status filters of the bet record (absent: every venue, every status). */
export interface BetFilter {
  category?: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  enName?: string;
  status?: 0 | 1 | 2;
}

/** POST /game/api/v1/record/betRecordTotal: the totals of a time window. */
export function useBetRecordTotal(window: BetWindow, filter: BetFilter = {}) {
  return useSWR(['record/betRecordTotal', window.beginTime, window.endTime, filter.category, filter.enName], () =>
    fetchData((api) => api.record.betRecordTotal({ body: { ...window, category: filter.category, enName: filter.enName } })),
  );
}

/** POST /game/api/v1/record/betRecordList: the bets of a time window, one page at a time. */
export function useBetRecordList(window: BetWindow, pageNum: number, filter: BetFilter = {}) {
  return useSWR(['record/betRecordList', window.beginTime, window.endTime, pageNum, filter.category, filter.enName, filter.status], () =>
    fetchData((api) => api.record.betRecordList({ body: { ...window, ...filter, pageNum, pageSize: HISTORY_PAGE_SIZE } })),
  );
}
