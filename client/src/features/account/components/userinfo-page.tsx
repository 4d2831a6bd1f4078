import { Link } from 'react-router-dom';
import { AsyncContent } from '../../../components/ui/async-content';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useUserInfo } from '../../../lib/user';
import { formatDate } from '../../../utils/date';
import { AvatarPicker, NicknameForm } from './profile-forms';
import { RealNameForm } from './real-name-form';

const SEX = ['未填写', '男', '女'] as const;

/**
 * /mine/userinfo: the member info (contacts masked), the nickname and avatar, and the real name
 * form when none is bound (the 6449 dialog's 去完善 leads here).
 */
export function UserinfoPage() {
  const user = useUserInfo();
  return (
    <div className="stack">
      <PageHeader title="个人资料">
        <Link to={paths.auth.to()}>账户安全</Link>
      </PageHeader>
      <AsyncContent {...user}>
        {(u) => (
          <>
          {!u.bindRealName && (
            <section className="card" aria-label="完善实名信息">
              <RealNameForm onDone={() => undefined} />
            </section>
          )}
          <NicknameForm current={u.nickName} />
          <AvatarPicker current={u.avatar} />
          <dl className="card row" aria-label="个人资料">
            <dt>用户名</dt>
            <dd>{u.name}</dd>
            <dt>昵称</dt>
            <dd>{u.nickName ?? '未设置'}</dd>
            <dt>真实姓名</dt>
            <dd>{u.realName ?? '未绑定'}</dd>
            <dt>手机号码</dt>
            <dd>{u.phone ?? '未绑定'}</dd>
            <dt>邮箱</dt>
            <dd>{u.email ?? '未绑定'}</dd>
            <dt>生日</dt>
            <dd>{u.birthday ?? '未填写'}</dd>
            <dt>性别</dt>
            <dd>{SEX[u.sex] ?? SEX[0]}</dd>
            <dt>VIP等级</dt>
            <dd>
              VIP{u.vipLevel} {u.vipName}
            </dd>
            <dt>注册时间</dt>
            <dd>{formatDate(u.registerTime)}</dd>
          </dl>
          </>
        )}
      </AsyncContent>
    </div>
  );
}
