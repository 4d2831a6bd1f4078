import useSWR, { mutate } from 'swr';
import { fetchData } from '../../../lib/api/request';

/**
 * POST /site/api/v1/user/feedback/getFeedbackInfo: one feedback with its replies. Opening it marks
 * the replies read on the server, so the unread badge and the list are read again after it.
 */
export function useFeedbackInfo(id: number | null) {
  return useSWR(id === null ? null : ['feedback/getFeedbackInfo', id], async () => {
    const detail = await fetchData((api) => api.feedback.getFeedbackInfo({ body: { id: id ?? 0 } }));
    await Promise.all([mutate('feedback/unreadNum'), mutate((key) => Array.isArray(key) && key[0] === 'feedback/getFeedBackList')]);
    return detail;
  });
}
