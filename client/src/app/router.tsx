import type { ComponentType, ReactElement } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import type { Match } from '@betsite/contracts/routes/venue';
import { DEPOSIT_HELP_TOPIC, HELP_TOPICS } from '../config/help-topics';
import { paths } from '../config/paths';
import { setNavigator } from '../lib/navigation';
import { guard } from './guards';
import { DashboardLayout } from './layout/dashboard-layout';
import { RootLayout } from './layout/root-layout';
import type { RouteHandle, RouteMeta } from './route-meta';
import { HydrateFallback } from './routes/hydrate-fallback';
import { NotFoundPage } from './routes/not-found';
import { RouteError } from './routes/route-error';

/**
 * Every route of spec 000 section 2. Each screen is its own lazy chunk; screens that the spec says
 * share one (the five category screens, egame and fishing) import the same module, so they share
 * a chunk too. Guards run as loaders, before the screen renders (see guards.ts).
 *
 * The dynamic imports of feature screens are the one place app/ reaches into features/.
 */
type Lazy = () => Promise<{ Component: ComponentType } | { element: ReactElement }>;

function route(path: string, meta: RouteMeta, lazy: Lazy, extra: Partial<RouteObject> = {}): RouteObject {
  const handle: RouteHandle = { meta };
  return { path, handle, loader: guard(meta), lazy, ...extra };
}

const categoryScreen = (type: 'TY' | 'ZR' | 'QP' | 'DJ' | 'CP'): Lazy => async () => {
  const { CategoryScreen } = await import('../features/venue/components/category-screen');
  return { element: <CategoryScreen type={type} /> };
};
const egameScreen = (type: 'egame' | 'fish'): Lazy => async () => {
  const { EgameScreen } = await import('../features/venue/components/egame-screen');
  return { element: <EgameScreen type={type} /> };
};
type ActivityKind = 'racePage' | 'activityLandPage' | 'firstDeposit' | 'againDeposit' | 'newTask' | 'drawGift' | 'signGift' | 'bettingGift';
const activityPage = (kind: ActivityKind): Lazy => async () => {
  const { ActivityPage } = await import('../features/activity/components/activity-page');
  return { element: <ActivityPage kind={kind} /> };
};

const auth = { requiresAuth: true } as const;
const bound = { requiresAuth: true, bindPhone: true } as const;

/**
 * A route that only sends on (its loader redirects). Its element is null, said outright: a leaf
 * with nothing to render makes React Router warn of an empty page while the redirect is under way.
 */
const redirecting = (to: string): Pick<RouteObject, 'loader' | 'element'> => ({ loader: () => redirect(to), element: null });

const mineChildren: RouteObject[] = [
  { index: true, ...redirecting(paths.userinfo.to()) },
  route('userinfo', { name: 'userinfo', title: '个人资料', ...auth }, async () => ({ Component: (await import('../features/account/components/userinfo-page')).UserinfoPage })),
  route('auth', { name: 'auth', title: '账户安全', ...auth }, async () => ({ Component: (await import('../features/account/components/auth-page')).AuthPage })),
  route('virtualCoinCard', { name: 'virtualCoinCard', title: '虚拟币地址', ...bound }, async () => ({ Component: (await import('../features/account/components/virtual-coin-card-page')).VirtualCoinCardPage })),
  route('alipayManage', { name: 'alipayManage', title: '支付宝管理', ...bound }, async () => ({ Component: (await import('../features/account/components/alipay-manage-page')).AlipayManagePage })),
  route('accountManage/:id', { name: 'accountManage', title: '账户管理', ...bound }, async () => ({ Component: (await import('../features/account/components/account-manage-page')).AccountManagePage })),
  route('introTutorial', { name: 'introTutorial', title: '新手教程', ...auth }, async () => ({ Component: (await import('../features/account/components/intro-tutorial-page')).IntroTutorialPage })),
  route('addBankCard', { name: 'addBankCard', title: '添加银行卡', ...bound }, async () => ({ Component: (await import('../features/account/components/add-bank-card-page')).AddBankCardPage })),
  route('exchange', { name: 'exchange', title: '币种兑换', ...auth }, async () => ({ Component: (await import('../features/wallet/components/exchange-page')).ExchangePage })),
  route('vip', { name: 'vip', title: 'VIP特权', ...auth }, async () => ({ Component: (await import('../features/vip/components/vip-page')).VipPage })),
  route('vip/detail', { name: 'vipDetail', title: 'VIP详情', ...auth }, async () => ({ Component: (await import('../features/vip/components/vip-detail-page')).VipDetailPage })),
  route('welfare', { name: 'welfare', title: '福利中心', ...auth }, async () => ({ Component: (await import('../features/vip/components/welfare-page')).WelfarePage })),
  route('wallet', { name: 'wallet', title: '我的钱包', ...auth }, async () => ({ Component: (await import('../features/wallet/components/wallet-page')).WalletPage })),
  route('transRecord', { name: 'transRecord', title: '交易记录', ...auth }, async () => ({ Component: (await import('../features/records/components/trans-record-page')).TransRecordPage })),
  route('betRecord', { name: 'betRecord', title: '投注记录', ...auth }, async () => ({ Component: (await import('../features/records/components/bet-record-page')).BetRecordPage })),
  route('giftRecord', { name: 'giftRecord', title: '礼品记录', ...auth }, async () => ({ Component: (await import('../features/records/components/gift-record-page')).GiftRecordPage })),
  route('message', { name: 'message', title: '消息中心', ...auth }, async () => ({ Component: (await import('../features/message/components/message-page')).MessagePage })),
  route('feedback', { name: 'feedback', title: '意见反馈', ...auth }, async () => ({ Component: (await import('../features/feedback/components/feedback-page')).FeedbackPage })),
  route('savemoney', { name: 'saveMoney', title: '存款', ...auth, depositOnly: true }, async () => ({ Component: (await import('../features/deposit/components/save-money-page')).SaveMoneyPage })),
  route('transfermoney', { name: 'transferMoney', title: '转账', ...auth }, async () => ({ Component: (await import('../features/wallet/components/transfer-money-page')).TransferMoneyPage })),
  route('takemoney', { name: 'takeMoney', title: '取款', ...auth }, async () => ({ Component: (await import('../features/withdraw/components/take-money-page')).TakeMoneyPage })),
];

const helpTopicPage = (code: string): Lazy => async () => {
  const { HelpTopicPage } = await import('../features/help/components/help-topic-page');
  return { element: <HelpTopicPage code={code} /> };
};

const helpChildren: RouteObject[] = [
  { index: true, ...redirecting(paths.helpTopic.to(HELP_TOPICS[0].code)) },
  ...HELP_TOPICS.map((topic) =>
    route(topic.code, { name: `help_${topic.code}`, title: topic.title, depositOnly: topic.code === DEPOSIT_HELP_TOPIC }, helpTopicPage(topic.code)),
  ),
];

/** Pages inside the frame (top menu, tab bar, footer). */
const framed: RouteObject[] = [
  route(paths.home.pattern, { name: 'home', title: '首页' }, async () => ({ Component: (await import('../features/home/components/home-page')).HomePage })),
  route(paths.sport.pattern, { name: 'sport', title: '体育' }, categoryScreen('TY')),
  route(paths.realbet.pattern, { name: 'realbet', title: '真人' }, categoryScreen('ZR')),
  route(paths.chess.pattern, { name: 'chess', title: '棋牌' }, categoryScreen('QP')),
  route(paths.gaming.pattern, { name: 'gaming', title: '电竞' }, categoryScreen('DJ')),
  route(paths.lottery.pattern, { name: 'lottery', title: '彩票' }, categoryScreen('CP')),
  route(paths.gameegame.pattern, { name: 'gameegame', title: '电子' }, egameScreen('egame')),
  route(paths.gamefishing.pattern, { name: 'gamefishing', title: '捕鱼' }, egameScreen('fish')),
  route(paths.localSport.pattern, { name: 'localSport', title: '体育场馆', requiresAuth: true, fullWidth: true, noFooter: true, sportsVenue: true }, async () => {
    // The sportsbook opens a live match's room (chat, pushed score) beside the grid: the live chat's panel.
    const [{ SportsbookPage }, { LiveChatPanel }, { scorePushOf }] = await Promise.all([
      import('../features/sportsbook/components/sportsbook-page'),
      import('../features/live-chat/components/live-chat-panel'),
      import('../features/live-chat/components/live-score'),
    ]);
    const liveRoom = (m: Match) => (
      <LiveChatPanel
        key={m.gameId}
        rid={m.gameId}
        teams={{ home: m.team_h, away: m.team_c }}
        score={scorePushOf(m)}
        gameType={m.gameType}
        inningNum={m.inningNum}
      />
    );
    return { Component: () => <SportsbookPage renderLiveRoom={liveRoom} /> };
  }),
  route(paths.liveMatch.pattern, { name: 'liveMatch', title: '直播' }, async () => ({ Component: (await import('../features/live-chat/components/live-match-page')).LiveMatchPage })),
  route(paths.venture.pattern, { name: 'venture', title: '合营计划' }, async () => ({ Component: (await import('../features/agent/components/agent-page')).AgentPage })),
  route(paths.sponsor.pattern, { name: 'sponsor', title: '赞助合作' }, async () => ({ Component: (await import('../features/sponsor/components/sponsor-page')).SponsorPage })),
  route(paths.appdownload.pattern, { name: 'appdownload', title: 'APP下载' }, async () => ({ Component: (await import('../features/download/components/download-page')).DownloadPage })),
  route(paths.discount.pattern, { name: 'discount', title: '优惠活动' }, async () => ({ Component: (await import('../features/activity/components/discount-page')).DiscountPage })),
  route(paths.activityRacePage.pattern, { name: 'activityRacePage', title: '竞赛活动' }, activityPage('racePage')),
  route(paths.activityLandPage.pattern, { name: 'activityLandPage', title: '活动详情' }, activityPage('activityLandPage')),
  route(paths.firstDeposit.pattern, { name: 'firstDeposit', title: '首存优惠' }, activityPage('firstDeposit')),
  route(paths.againDeposit.pattern, { name: 'againDeposit', title: '再存优惠' }, activityPage('againDeposit')),
  route(paths.newTask.pattern, { name: 'newTask', title: '新人任务' }, activityPage('newTask')),
  route(paths.drawGift.pattern, { name: 'drawGift', title: '抽奖活动' }, activityPage('drawGift')),
  route(paths.signGift.pattern, { name: 'signGift', title: '签到礼包' }, activityPage('signGift')),
  route(paths.bettingGift.pattern, { name: 'bettingGift', title: '投注礼金' }, activityPage('bettingGift')),
  route(paths.friendInvitation.pattern, { name: 'friendInvitation', title: '好友邀请' }, async () => ({
    Component: (await import('../features/activity/components/friend-invitation-page')).FriendInvitationPage,
  })),
  {
    path: paths.mine.pattern,
    handle: { meta: { name: 'mine', title: '个人中心', requiresAuth: true } } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./layout/mine-layout')).MineLayout }),
    children: mineChildren,
  },
  {
    path: paths.help.pattern,
    handle: { meta: { name: 'help', title: '帮助中心' } } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../features/help/components/help-layout')).HelpLayout }),
    children: helpChildren,
  },
  ...[paths.redirect.pattern, paths.redirectPath.pattern].map((path) =>
    route(path, { name: 'Redirect', title: '跳转', requiresAuth: true, hidden: true }, async () => ({ Component: (await import('./routes/redirect-page')).RedirectPage })),
  ),
  // Static: the error element shows the same page, so a lazy chunk would gain nothing.
  { path: '*', handle: { meta: { name: 'notFound', title: '页面不存在' } } satisfies RouteHandle, element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  // The QA console: a tool page outside the site (no frame, no site info, no balance refresh).
  { path: paths.qaConsole.pattern, lazy: async () => ({ Component: (await import('../features/qa-console/components/qa-console-page')).QaConsolePage }) },
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <HydrateFallback />,
    children: [
      { path: paths.root.pattern, ...redirecting(paths.home.to()) },
      route(paths.loading.pattern, { name: 'loading', title: '加载中' }, async () => ({ Component: (await import('./routes/loading-page')).LoadingPage })),
      route(paths.gameFrame.pattern, { name: 'gameFrame', title: '游戏' }, async () => ({ Component: (await import('../features/venue/components/game-frame-page')).GameFramePage })),
      {
        element: <DashboardLayout />,
        // A pathless child with the error element: a 404 thrown by a guard renders inside the frame.
        children: [{ errorElement: <RouteError />, children: framed }],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
