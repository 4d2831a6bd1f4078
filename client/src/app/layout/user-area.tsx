import { Link } from 'react-router-dom';
import { Avatar } from '../../components/art/avatar';
import { VipBadge } from '../../components/art/vip-badge';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { useBalance } from '../../lib/balance';
import { bus } from '../../lib/event-bus';
import { useIsLoggedIn } from '../../lib/session';
import { totalUnread, useUnreadCounts } from '../../lib/unread';
import { useUserInfo } from '../../lib/user';
import { formatBalance } from '../../utils/format';

/** Login and register for a visitor; name, balance, messages and money links for a member. */
export function UserArea() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) {
    return (
      <div className="user-area">
        <button type="button" className="button button--ghost" onClick={() => bus.emit('login')}>
          登录
        </button>
        <button type="button" className="button button--primary" onClick={() => bus.emit('register')}>
          注册
        </button>
      </div>
    );
  }
  return <MemberArea />;
}

function MemberArea() {
  const { data: user } = useUserInfo();
  const { data: balance } = useBalance();
  const { data: unread } = useUnreadCounts();
  const logout = useLogout();
  const unreadCount = totalUnread(unread);
  return (
    <div className="user-area">
      <Link to={paths.userinfo.to()} className="user-area__name">
        <Avatar name={user?.name ?? '?'} src={user?.avatar} size={28} />
        {user?.nickName ?? user?.name ?? '我的账户'}
      </Link>
      {user && (
        <Link to={paths.vip.to()} aria-label={`VIP${user.vipLevel} 会员等级`}>
          <VipBadge level={user.vipLevel} size="s" />
        </Link>
      )}
      <span className="user-area__balance" aria-label="中心钱包余额">
        ¥{balance ? formatBalance(balance.centerWalletBalance) : '--'}
      </span>
      <Link to={paths.message.to()} className="user-area__messages" aria-label={`消息中心，${unreadCount} 条未读`}>
        消息{unreadCount > 0 && <span className="badge">{unreadCount}</span>}
      </Link>
      <Link to={paths.saveMoney.to()} className="button button--primary">
        存款
      </Link>
      <Link to={paths.takeMoney.to()} className="button button--ghost">
        取款
      </Link>
      <button type="button" className="button button--ghost" onClick={() => void logout()}>
        退出
      </button>
    </div>
  );
}
