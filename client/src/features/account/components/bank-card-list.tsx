import { AsyncContent } from '../../../components/ui/async-content';
import { formatDate } from '../../../utils/date';
import { useMemberBanks, type WithdrawType } from '../api/query-member-banks';

/** The player's accounts of one kind, as the server lists them (masked). */
export function BankCardList({ type, emptyText }: { type: WithdrawType; emptyText: string }) {
  const cards = useMemberBanks(type);
  return (
    <AsyncContent {...cards} isEmpty={(list) => list.length === 0} emptyText={emptyText}>
      {(list) => (
        <ul className="card-grid" aria-label="已绑定账户">
          {list.map((card) => (
            <li key={card.id} className="card">
              <strong>
                {card.bankName}
                {card.isDefault && <span className="badge">默认</span>}
              </strong>
              <p className="amount">{card.account}</p>
              <p className="muted">
                {card.holderName || card.protocol} · 添加于 {formatDate(card.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </AsyncContent>
  );
}
