import { fetchData } from '../../../lib/api/request';

/** POST /act/api/v1/promotion/joinActivity: 6015/6449 and the other refusals arrive as toasts or dialogs. */
export function joinActivity(id: number) {
  return fetchData((api) => api.activity.joinActivity({ body: { id } }));
}
