import useSWR from 'swr';
import { fetchData } from '../../../lib/api/request';

/** POST /site/api/v1/user/feedback/getFeedBackList: the player's feedback, newest first. */
export function useFeedbackList(pageNum: number, active: boolean) {
  return useSWR(active ? ['feedback/getFeedBackList', pageNum] : null, () => fetchData((api) => api.feedback.getFeedBackList({ body: { pageNum, pageSize: 15 } })));
}
