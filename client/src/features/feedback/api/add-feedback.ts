import { fetchData } from '../../../lib/api/request';

/** POST /site/api/v1/user/feedback/addFeedBack. */
export function addFeedback(input: { type: number; content: string }) {
  return fetchData((api) => api.feedback.addFeedBack({ body: { type: input.type, content: input.content, images: [] } }));
}
