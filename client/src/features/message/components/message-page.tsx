import { useState } from 'react';
import { LETTER_TYPES, LETTER_TYPE_NAMES, type LetterType } from '@betsite/contracts/routes/letter';
import { AsyncContent } from '../../../components/ui/async-content';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError } from '../../../lib/api/errors';
import { formatDateTime } from '../../../utils/date';
import { deleteLetters, readAllLetters, readLetter } from '../api/letter-actions';
import { useLetterList } from '../api/letter-list';

/** /mine/message: the letters by type; opening one marks it read; read all; delete. */
export function MessagePage() {
  const [type, setType] = useState<LetterType | null>(null);
  const [pageNum, setPageNum] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const letters = useLetterList(type, pageNum);
  const guard = useSubmitGuard();

  const act = (task: () => Promise<unknown>) =>
    guard.run(async () => {
      try {
        await task();
      } catch (error) {
        if (!isApiError(error)) throw error;
      }
    });

  return (
    <div className="stack">
      <PageHeader title="消息中心">
        <button type="button" className="button button--secondary" disabled={guard.pending} onClick={() => void act(() => readAllLetters(type))}>
          全部已读
        </button>
      </PageHeader>
      <div className="filters" role="group" aria-label="消息类型">
        <button type="button" className="button button--secondary" aria-pressed={type === null} onClick={() => setType(null)}>
          全部
        </button>
        {LETTER_TYPES.map((t) => (
          <button
            key={t}
            type="button"
            className="button button--secondary"
            aria-pressed={type === t}
            onClick={() => {
              setType(t);
              setPageNum(1);
            }}
          >
            {LETTER_TYPE_NAMES[t]}
          </button>
        ))}
      </div>
      <AsyncContent {...letters} isEmpty={(page) => page.list.length === 0} emptyText="暂无消息">
        {(page) => (
          <>
            <ul className="stack" aria-label="消息列表">
              {page.list.map((letter) => (
                <li key={letter.id} className="card">
                  <div className="page-header">
                    <button
                      type="button"
                      className="button button--link"
                      aria-expanded={openId === letter.id}
                      onClick={() => {
                        setOpenId(openId === letter.id ? null : letter.id);
                        if (!letter.read) void act(() => readLetter(letter.id));
                      }}
                    >
                      {letter.read ? '' : '● '}
                      {letter.title}
                    </button>
                    <span className="muted">
                      {LETTER_TYPE_NAMES[letter.type]} · {formatDateTime(letter.createdAt)}
                    </span>
                  </div>
                  {openId === letter.id && (
                    <>
                      <p>{letter.content}</p>
                      <button type="button" className="button button--secondary" onClick={() => void act(() => deleteLetters([letter.id]))}>
                        删除
                      </button>
                    </>
                  )}
                </li>
              ))}
            </ul>
            <Pager pageNum={page.pageNum} pageSize={page.pageSize} total={page.total} onChange={setPageNum} />
          </>
        )}
      </AsyncContent>
    </div>
  );
}
