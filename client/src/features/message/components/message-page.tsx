import { useState } from 'react';
import { LETTER_TYPES, LETTER_TYPE_NAMES, type LetterType } from '@betsite/contracts/routes/letter';
import { AsyncContent } from '../../../components/ui/async-content';
import { ChoiceGroup, type Choice } from '../../../components/ui/choice-group';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError } from '../../../lib/api/errors';
import { formatDateTime } from '../../../utils/date';
import { deleteLetters, readAllLetters, readLetter } from '../api/letter-actions';
import { useLetterList } from '../api/letter-list';

const CHOICES: readonly Choice<LetterType | null>[] = [
  { value: null, label: '全部' },
  ...LETTER_TYPES.map((t) => ({ value: t, label: LETTER_TYPE_NAMES[t] })),
];

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
      <ChoiceGroup
        label="消息类型"
        choices={CHOICES}
        value={type}
        onChange={(next) => {
          setType(next);
          // 全部 keeps the current page, a type starts at page 1: as this screen has always done.
          if (next !== null) setPageNum(1);
        }}
      />
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
