import useSWR from 'swr';
import { fetchData } from '../../../lib/api/request';

/** POST /act/api/v1/vipWeek/VipWeekInfo: this week's VIP bonus. */
export function useVipWeekInfo() {
  return useSWR('activity/vipWeekInfo', () => fetchData((api) => api.activity.vipWeekInfo({ body: {} })));
}
