import useSWR from 'swr';
import { fetchData } from '../../../lib/api/request';

/** POST /site/api/v1/user/member/memberGradeConfigList: the VIP ladder and the player's level. */
export function useGradeConfigList() {
  return useSWR('member/memberGradeConfigList', () => fetchData((api) => api.member.memberGradeConfigList({ body: {} })));
}
