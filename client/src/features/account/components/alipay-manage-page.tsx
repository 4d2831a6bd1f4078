import { WITHDRAW_TYPE } from '@betsite/contracts/routes/withdraw';
import { PageHeader } from '../../../components/ui/page-header';
import { BankCardList } from './bank-card-list';
import { AddAccountForm } from './add-account-form';

/** /mine/alipayManage (phone and real name bound): the player's alipay accounts. */
export function AlipayManagePage() {
  return (
    <div className="stack">
      <PageHeader title="支付宝管理" />
      <BankCardList type={WITHDRAW_TYPE.alipay} emptyText="暂未绑定支付宝" />
      <AddAccountForm type={WITHDRAW_TYPE.alipay} />
    </div>
  );
}
