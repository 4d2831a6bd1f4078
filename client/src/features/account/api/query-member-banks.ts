import useSWR from 'swr';
import type { WITHDRAW_TYPE } from '@betsite/contracts/routes/withdraw';
import { fetchData } from '../../../lib/api/request';

export type WithdrawType = (typeof WITHDRAW_TYPE)[keyof typeof WITHDRAW_TYPE];

/** GET /fd/api/v1/bankCard/queryMemberBanksInfoList: the player's cards, alipay and coin addresses. */
export function useMemberBanks(type: WithdrawType | null) {
  return useSWR(['withdraw/queryMemberBanksInfoList', type ?? 0], () =>
    fetchData((api) => api.withdraw.queryMemberBanksInfoList({ query: type === null ? {} : { type } })),
  );
}
