import useSWR from 'swr';
import { fetchData } from '../../../lib/api/request';

/** POST /site/api/v1/user/feedback/unreadNum: unread replies to the player's feedback (a number). */
export function useFeedbackUnread() {
  return useSWR('feedback/unreadNum', () => fetchData((api) => api.feedback.unreadNum({ body: {}, silent: true })));
}
