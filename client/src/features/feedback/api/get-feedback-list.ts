import useSWR from 'swr';
import { HISTORY_PAGE_SIZE } from '@betsite/contracts/constants';
import { fetchData } from '../../../lib/api/request';

/** POST /site/api/v1/user/feedback/getFeedBackList: the player's feedback, newest first. */
export function useFeedbackList(pageNum: number) {
  return useSWR(['feedback/getFeedBackList', pageNum], () => fetchData((api) => api.feedback.getFeedBackList({ body: { pageNum, pageSize: HISTORY_PAGE_SIZE } })));
}
