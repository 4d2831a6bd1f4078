import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FEEDBACK_CONTENT_LENGTH_MAX, FEEDBACK_MESSAGES, FEEDBACK_TYPES, addFeedbackBody } from '@betsite/contracts/routes/feedback';
import { AsyncContent } from '../../../components/ui/async-content';
import { FieldError } from '../../../components/ui/field-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable, type Column } from '../../../components/ui/paged-table';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError } from '../../../lib/api/errors';
import { bus } from '../../../lib/event-bus';
import { formatDateTime } from '../../../utils/date';
import { firstIssueMessage } from '../../../utils/form-errors';
import { addFeedback } from '../api/add-feedback';
import { useFeedbackList } from '../api/get-feedback-list';
import { useFeedbackUnread } from '../api/unread-num';
import { FeedbackDetail } from './feedback-detail';

const TYPES = Object.entries(FEEDBACK_TYPES).map(([type, name]) => ({ type: Number(type), name }));
const STATUS_NAMES = { pending: '待回复', replied: '已回复', closed: '已关闭' } as const;

/** /mine/feedback: the form, and on the same path (?view=list) the player's feedback list. */
export function FeedbackPage() {
  const [params, setParams] = useSearchParams();
  const listView = params.get('view') === 'list';
  const unread = useFeedbackUnread();
  return (
    <div className="stack">
      <PageHeader title="意见反馈" />
      <div className="filters" role="tablist" aria-label="反馈">
        <button type="button" role="tab" className="button button--secondary" aria-selected={!listView} onClick={() => setParams({})}>
          提交反馈
        </button>
        <button type="button" role="tab" className="button button--secondary" aria-selected={listView} onClick={() => setParams({ view: 'list' })}>
          我的反馈{unread.data ? <span className="badge">{unread.data}</span> : null}
        </button>
      </div>
      {listView ? <FeedbackList /> : <FeedbackForm onSent={() => setParams({ view: 'list' })} />}
    </div>
  );
}

function FeedbackForm({ onSent }: { onSent: () => void }) {
  const [type, setType] = useState(1);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string>();
  const guard = useSubmitGuard();
  const submit = () =>
    guard.run(async () => {
      const parsed = addFeedbackBody.safeParse({ type, content });
      if (!parsed.success) {
        setError(firstIssueMessage(parsed.error, FEEDBACK_MESSAGES.contentRequired));
        return;
      }
      setError(undefined);
      try {
        await addFeedback({ type: parsed.data.type, content: parsed.data.content });
        bus.emit('tips', { message: '提交成功', kind: 'success' });
        setContent('');
        onSent();
      } catch (e) {
        if (!isApiError(e)) throw e;
      }
    });
  return (
    <form
      className="card"
      aria-label="提交反馈"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label className="field">
        <span className="field__label">问题类型</span>
        <select className="field__input" value={type} onChange={(e) => setType(Number(e.target.value))}>
          {TYPES.map((t) => (
            <option key={t.type} value={t.type}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">反馈内容</span>
        <textarea
          className="field__input"
          rows={6}
          maxLength={FEEDBACK_CONTENT_LENGTH_MAX}
          value={content}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setContent(e.target.value)}
        />
      </label>
      <FieldError message={error} />
      <button type="submit" className="button button--primary" disabled={guard.pending}>
        提交
      </button>
    </form>
  );
}

type Feedback = NonNullable<ReturnType<typeof useFeedbackList>['data']>['list'][number];

const columns = (open: (id: number) => void): Column<Feedback>[] => [
  { header: '时间', cell: (f) => formatDateTime(f.createdAt) },
  { header: '类型', cell: (f) => f.typeName },
  { header: '内容', cell: (f) => f.content },
  {
    header: '状态',
    cell: (f) => (
      <>
        {STATUS_NAMES[f.status]}
        {f.unreadCount > 0 && <span className="badge">{f.unreadCount}</span>}
      </>
    ),
  },
  {
    header: '操作',
    cell: (f) => (
      <button type="button" className="button button--ghost" onClick={() => open(f.id)}>
        查看
      </button>
    ),
  },
];

function FeedbackList() {
  const [pageNum, setPageNum] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useFeedbackList(pageNum);
  return (
    <>
      <AsyncContent {...list} isEmpty={(page) => page.list.length === 0} emptyText="暂无反馈">
        {(page) => <PagedTable caption="我的反馈" columns={columns(setOpenId)} page={page} rowKey={(f) => f.id} onPage={setPageNum} />}
      </AsyncContent>
      {openId !== null && <FeedbackDetail id={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}
