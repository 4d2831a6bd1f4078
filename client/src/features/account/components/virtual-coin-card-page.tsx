import { WITHDRAW_TYPE } from '@betsite/contracts/routes/withdraw';
import { PageHeader } from '../../../components/ui/page-header';
import { BankCardList } from './bank-card-list';
import { AddAccountForm } from './add-account-form';

/** /mine/virtualCoinCard (phone and real name bound): the player's coin addresses. */
export function VirtualCoinCardPage() {
  return (
    <div className="stack">
      <PageHeader title="虚拟币地址" />
      <BankCardList type={WITHDRAW_TYPE.virtual} emptyText="暂未绑定虚拟币地址" />
      <AddAccountForm type={WITHDRAW_TYPE.virtual} />
    </div>
  );
}
