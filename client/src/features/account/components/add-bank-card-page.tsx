import { WITHDRAW_TYPE } from '@betsite/contracts/routes/withdraw';
import { AsyncContent } from '../../../components/ui/async-content';
import { PageHeader } from '../../../components/ui/page-header';
import { useWithdrawAddList } from '../api/withdraw-add-list';
import { BankCardList } from './bank-card-list';
import { AddAccountForm } from './add-account-form';

/** /mine/addBankCard (phone and real name bound): the bound cards, and a form to add one of the supported banks. */
export function AddBankCardPage() {
  const addList = useWithdrawAddList();
  return (
    <div className="stack">
      <PageHeader title="银行卡管理" />
      <BankCardList type={WITHDRAW_TYPE.bank} emptyText="暂未绑定银行卡" />
      <AsyncContent {...addList}>
        {(data) => (
          <>
          <AddAccountForm type={WITHDRAW_TYPE.bank} banks={data.banks} />
          <section aria-labelledby="supported-banks">
            <h2 id="supported-banks" className="section-title">
              支持的银行
            </h2>
            <p className="muted">
              {data.kinds.map((k) => `${k.name}：已绑定 ${k.boundCount}/${k.maxCount}`).join('　')}
            </p>
            <ul className="row">
              {data.banks.map((bank) => (
                <li key={bank.bankCode} className="card">
                  {bank.bankName}
                </li>
              ))}
            </ul>
          </section>
          </>
        )}
      </AsyncContent>
    </div>
  );
}
