import useSWR from 'swr';
import { fetchData } from '../../../lib/api/request';

/** POST /site/api/v1/user/member/getGameFanshuiHighLow: rebate rates per venue category. */
export function useRebateRates() {
  return useSWR('member/getGameFanshuiHighLow', () => fetchData((api) => api.member.getGameFanshuiHighLow({ body: {} })));
}
