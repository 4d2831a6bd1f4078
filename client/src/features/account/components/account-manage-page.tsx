import { useNavigate, useParams } from 'react-router-dom';
import { AsyncContent } from '../../../components/ui/async-content';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../utils/date';
import { useMemberBanks } from '../api/query-member-banks';
import { deleteBankCard, setDefaultBankCard } from '../api/bank-cards';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError } from '../../../lib/api/errors';
import { bus } from '../../../lib/event-bus';

/** /mine/accountManage/{id} (phone and real name bound): one of the player's accounts, made the default or removed. */
export function AccountManagePage() {
  const { id } = useParams();
  const cards = useMemberBanks(null);
  const guard = useSubmitGuard();
  const navigate = useNavigate();
  const act = (task: () => Promise<unknown>, done: string, leave: boolean) =>
    void guard.run(async () => {
      try {
        await task();
        await cards.mutate();
        bus.emit('tips', { message: done, kind: 'success' });
        if (leave) void navigate(-1);
      } catch (e) {
        if (!isApiError(e)) throw e;
      }
    });
  return (
    <div className="stack">
      <PageHeader title="账户管理" />
      <AsyncContent {...cards}>
        {(list) => {
          const card = list.find((c) => String(c.id) === id);
          if (!card) return <p className="empty-state">未找到该账户</p>;
          return (
            <>
            <dl className="card row" aria-label="账户信息">
              <dt>名称</dt>
              <dd>{card.bankName}</dd>
              <dt>账号</dt>
              <dd>{card.account}</dd>
              <dt>户名</dt>
              <dd>{card.holderName || '—'}</dd>
              {card.protocol && (
                <>
                  <dt>协议</dt>
                  <dd>{card.protocol}</dd>
                </>
              )}
              <dt>添加时间</dt>
              <dd>{formatDateTime(card.createdAt)}</dd>
              <dt>默认账户</dt>
              <dd>{card.isDefault ? '是' : '否'}</dd>
            </dl>
            <div className="row">
              {!card.isDefault && (
                <button type="button" className="button button--secondary" disabled={guard.pending} onClick={() => act(() => setDefaultBankCard(card.id), '已设为默认', false)}>
                  设为默认
                </button>
              )}
              <button type="button" className="button button--ghost" disabled={guard.pending} onClick={() => act(() => deleteBankCard(card.id), '已删除', true)}>
                删除账户
              </button>
            </div>
            </>
          );
        }}
      </AsyncContent>
    </div>
  );
}
