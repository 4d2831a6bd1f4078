import useSWR from 'swr';
import type { ActivityKind } from '@betsite/contracts/routes/activity';
import type { api, DataOf } from '../../../lib/api/client';
import { fetchData } from '../../../lib/api/request';
import { useSession } from '../../../lib/session';

/**
 * POST /act/api/v1/promotion/config: one activity by id, or by kind for the pages without an id
 * (friendInvitation). The session is part of the key: a member's answer carries their participation.
 */
export const PROMOTION_CONFIG_KEY = 'activity/promotionConfig';

/** One activity as the server describes it: what the detail and its confirm step both show. */
export type ActivityConfig = DataOf<Awaited<ReturnType<typeof api.activity.promotionConfig>>>;

export function usePromotionConfig(target: { id: number } | { kind: ActivityKind } | null) {
  const { token } = useSession();
  return useSWR(target ? [PROMOTION_CONFIG_KEY, JSON.stringify(target), token ?? 'visitor'] : null, () =>
    fetchData((api) => api.activity.promotionConfig({ body: target ?? {} })),
  );
}
