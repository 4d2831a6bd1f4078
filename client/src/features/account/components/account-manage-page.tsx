import { useParams } from 'react-router-dom';
import { AsyncContent } from '../../../components/ui/async-content';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../utils/date';
import { useMemberBanks } from '../api/query-member-banks';

/** /mine/accountManage/{id} (phone and real name bound): one of the player's accounts. */
export function AccountManagePage() {
  const { id } = useParams();
  const cards = useMemberBanks(null);
  return (
    <div className="stack">
      <PageHeader title="账户管理" />
      <AsyncContent {...cards}>
        {(list) => {
          const card = list.find((c) => String(c.id) === id);
          if (!card) return <p className="empty-state">未找到该账户</p>;
          return (
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
            </dl>
          );
        }}
      </AsyncContent>
    </div>
  );
}
