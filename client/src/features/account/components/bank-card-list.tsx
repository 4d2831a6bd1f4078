import { Link } from 'react-router-dom';
import { AsyncContent } from '../../../components/ui/async-content';
import { paths } from '../../../config/paths';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError } from '../../../lib/api/errors';
import { bus } from '../../../lib/event-bus';
import { formatDate } from '../../../utils/date';
import { deleteBankCard, setDefaultBankCard } from '../api/bank-cards';
import { useMemberBanks, type WithdrawType } from '../api/query-member-banks';

/** The player's accounts of one kind (masked), each with 设为默认 and 删除. */
export function BankCardList({ type, emptyText }: { type: WithdrawType; emptyText: string }) {
  const cards = useMemberBanks(type);
  const guard = useSubmitGuard();
  const act = (task: () => Promise<unknown>, done: string) =>
    void guard.run(async () => {
      try {
        await task();
        bus.emit('tips', { message: done, kind: 'success' });
      } catch (e) {
        if (!isApiError(e)) throw e;
      }
    });
  return (
    <AsyncContent {...cards} isEmpty={(list) => list.length === 0} emptyText={emptyText}>
      {(list) => (
        <ul className="card-grid" aria-label="已绑定账户">
          {list.map((card) => (
            <li key={card.id} className="card" aria-label={`${card.bankName} ${card.account}`}>
              <strong>
                <Link to={paths.accountManage.to(String(card.id))}>{card.bankName}</Link>
                {card.isDefault && <span className="badge">默认</span>}
              </strong>
              <p className="amount">{card.account}</p>
              <p className="muted">
                {card.holderName || card.protocol} · 添加于 {formatDate(card.createdAt)}
              </p>
              <div className="row">
                {!card.isDefault && (
                  <button type="button" className="button button--secondary" disabled={guard.pending} onClick={() => act(() => setDefaultBankCard(card.id), '已设为默认')}>
                    设为默认
                  </button>
                )}
                <button type="button" className="button button--ghost" disabled={guard.pending} onClick={() => act(() => deleteBankCard(card.id), '已删除')}>
                  删除
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AsyncContent>
  );
}
