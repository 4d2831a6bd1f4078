import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PASSWORD_TYPE } from '@betsite/contracts/routes/member';
import { AsyncContent } from '../../../components/ui/async-content';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { hasBoundPhoneAndName, useUserInfo } from '../../../lib/user';
import { BindEmailForm } from './bind-email-form';
import { BindPhoneForm } from './bind-phone-form';
import { PasswordByCodeForm, PasswordByOldForm } from './password-forms';
import { RealNameForm } from './real-name-form';

type Open = 'realName' | 'phone' | 'email' | 'login' | 'pay' | 'payByPhone' | 'payByEmail' | null;

/** One security item: its state, and the button that opens its form below it. */
function Item({ title, state, action, open, onToggle, children }: { title: string; state: string; action: string | null; open: boolean; onToggle: () => void; children: ReactNode }) {
  return (
    <li className="card stack">
      <div className="row">
        <strong>{title}</strong>
        <span>{state}</span>
        {action && (
          <button type="button" className="button button--secondary" aria-expanded={open} onClick={onToggle}>
            {open ? '收起' : action}
          </button>
        )}
      </div>
      {open && children}
    </li>
  );
}

/**
 * /mine/auth: the security centre and its forms (spec 000 section 7's binding calls). bindPhone
 * routes send players here until both the phone and the real name are bound, so it says which of
 * the two is missing. A bound phone, email or real name cannot be changed here (the server
 * refuses with 6009): support does that after checking who is asking.
 */
export function AuthPage() {
  const user = useUserInfo();
  const [open, setOpen] = useState<Open>(null);
  const toggle = (which: Open) => () => setOpen((o) => (o === which ? null : which));
  const done = () => setOpen(null);
  return (
    <div className="stack">
      <PageHeader title="账户安全" />
      <AsyncContent {...user}>
        {(u) => (
          <>
            {!hasBoundPhoneAndName(u) && (
              <p role="note" className="card">
                为保障资金安全，请先完成手机号与真实姓名绑定，再管理银行卡、支付宝与虚拟币地址。
              </p>
            )}
            <ul className="card-grid" aria-label="安全项目">
              <Item title="真实姓名" state={u.bindRealName ? `已绑定（${u.realName ?? ''}）` : '未绑定'} action={u.bindRealName ? null : '去绑定'} open={open === 'realName'} onToggle={toggle('realName')}>
                <RealNameForm onDone={done} />
              </Item>
              <Item title="手机号码" state={u.bindPhone ? `已绑定（${u.phone ?? ''}）` : '未绑定'} action={u.bindPhone ? null : '去绑定'} open={open === 'phone'} onToggle={toggle('phone')}>
                <BindPhoneForm onDone={done} />
              </Item>
              <Item title="邮箱" state={u.bindEmail ? `已绑定（${u.email ?? ''}）` : '未绑定'} action={u.bindEmail ? null : '去绑定'} open={open === 'email'} onToggle={toggle('email')}>
                <BindEmailForm onDone={done} />
              </Item>
              <Item title="登录密码" state="已设置" action="修改" open={open === 'login'} onToggle={toggle('login')}>
                <PasswordByOldForm type={PASSWORD_TYPE.login} hasPayPassword={u.hasPayPassword} onDone={done} />
              </Item>
              <Item title="资金密码" state={u.hasPayPassword ? '已设置' : '未设置'} action={u.hasPayPassword ? '修改' : '设置'} open={open === 'pay'} onToggle={toggle('pay')}>
                <PasswordByOldForm type={PASSWORD_TYPE.withdraw} hasPayPassword={u.hasPayPassword} onDone={done} />
              </Item>
              {u.bindPhone && u.phone && (
                <Item title="通过手机找回资金密码" state="" action="短信验证" open={open === 'payByPhone'} onToggle={toggle('payByPhone')}>
                  <PasswordByCodeForm type={PASSWORD_TYPE.withdraw} via="phone" target={u.phone} onDone={done} />
                </Item>
              )}
              {u.bindEmail && u.email && (
                <Item title="通过邮箱找回资金密码" state="" action="邮箱验证" open={open === 'payByEmail'} onToggle={toggle('payByEmail')}>
                  <PasswordByCodeForm type={PASSWORD_TYPE.withdraw} via="email" target={u.email} onDone={done} />
                </Item>
              )}
            </ul>
            <Link to={paths.userinfo.to()}>返回个人资料</Link>
          </>
        )}
      </AsyncContent>
    </div>
  );
}
