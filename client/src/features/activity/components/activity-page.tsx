import { useParams } from 'react-router-dom';
import type { ActivityKind } from '@betsite/contracts/routes/activity';
import { AsyncContent } from '../../../components/ui/async-content';
import { usePromotionConfig } from '../api/get-promotion-config';
import { ActivityDetail } from './activity-detail';

/** /activity/<kind>/{id}: every activity page is the activity the server configures under that id. */
export function ActivityPage({ kind }: { kind: Exclude<ActivityKind, 'friendInvitation'> }) {
  const { id } = useParams();
  const activityId = Number(id);
  const valid = Number.isSafeInteger(activityId) && activityId > 0;
  const config = usePromotionConfig(valid ? { id: activityId } : null);
  if (!valid) return <p className="error-state">活动不存在</p>;
  return (
    <div data-activity-kind={kind}>
      <AsyncContent {...config}>{(activity) => <ActivityDetail activity={activity} />}</AsyncContent>
    </div>
  );
}
