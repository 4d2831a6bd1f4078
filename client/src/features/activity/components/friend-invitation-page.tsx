import { AsyncContent } from '../../../components/ui/async-content';
import { usePromotionConfig } from '../api/get-promotion-config';
import { ActivityDetail } from './activity-detail';

/** /activity/friendInvitation: the running invitation activity, found by kind (it has no id). */
export function FriendInvitationPage() {
  const config = usePromotionConfig({ kind: 'friendInvitation' });
  return <AsyncContent {...config}>{(activity) => <ActivityDetail activity={activity} />}</AsyncContent>;
}
