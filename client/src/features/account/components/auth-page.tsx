import { Link } from 'react-router-dom';
import { AsyncContent } from '../../../components/ui/async-content';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { hasBoundPhoneAndName, useUserInfo } from '../../../lib/user';

/**
 * /mine/auth: the security centre. bindPhone routes send players here until both the phone and
 * the real name are bound, so it says which of the two is missing.
 */
export function AuthPage() {
  const user = useUserInfo();
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
              <li className="card">
                <strong>真实姓名</strong>
                <p>{u.bindRealName ? `已绑定（${u.realName ?? ''}）` : '未绑定'}</p>
              </li>
              <li className="card">
                <strong>手机号码</strong>
                <p>{u.bindPhone ? `已绑定（${u.phone ?? ''}）` : '未绑定'}</p>
              </li>
              <li className="card">
                <strong>邮箱</strong>
                <p>{u.bindEmail ? `已绑定（${u.email ?? ''}）` : '未绑定'}</p>
              </li>
              <li className="card">
                <strong>资金密码</strong>
                <p>{u.hasPayPassword ? '已设置' : '未设置'}</p>
              </li>
            </ul>
            {/* TODO(issue): the binding forms (bindOther, bindPhone, bindEmail, bindPassword*) belong to the account issue. */}
            <Link to={paths.userinfo.to()}>返回个人资料</Link>
          </>
        )}
      </AsyncContent>
    </div>
  );
}
