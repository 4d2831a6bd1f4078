import { AsyncContent } from '../../../components/ui/async-content';
import { formatDateTime } from '../../../utils/date';
import { useFeedbackInfo } from '../api/get-feedback-info';

/** One feedback and customer service's replies; reading it clears its unread count. */
export function FeedbackDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const info = useFeedbackInfo(id);
  return (
    <section className="card stack" aria-label="反馈详情">
      <AsyncContent {...info}>
        {(f) => (
          <>
            <p>
              <strong>{f.typeName}</strong> · {formatDateTime(f.createdAt)}
            </p>
            <p>{f.content}</p>
            {f.replies.length === 0 ? (
              <p className="muted">客服尚未回复，请耐心等待</p>
            ) : (
              <ol aria-label="客服回复">
                {f.replies.map((r) => (
                  <li key={r.id}>
                    <strong>{r.author}</strong>（{formatDateTime(r.createdAt)}）：{r.content}
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </AsyncContent>
      <button type="button" className="button button--ghost" onClick={onClose}>
        收起
      </button>
    </section>
  );
}
