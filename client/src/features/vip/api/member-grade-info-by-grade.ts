import useSWR from 'swr';
import { fetchData } from '../../../lib/api/request';

/** POST /site/api/v1/user/member/memberGradeInfoByGrade: one VIP level in full. */
export function useGradeInfo(grade: number | null) {
  return useSWR(grade === null ? null : ['member/memberGradeInfoByGrade', grade], () =>
    fetchData((api) => api.member.memberGradeInfoByGrade({ body: { grade: grade ?? 0 } })),
  );
}
