/**
 * Every named destination of spec 000 section 2 and its address, defined once: the router builds
 * its routes from the patterns and everything else links with `paths.<name>.to(...)`.
 * Screens that share a path (feedback list, the three deposit waiting screens) are told apart by
 * a query parameter: the spec puts them "on the same path".
 */
const fixed = <P extends string>(pattern: P) => ({ pattern, to: (): string => pattern });
const withId = <P extends string>(pattern: P, base: string) => ({
  pattern,
  to: (id: string | number): string => `${base}/${encodeURIComponent(String(id))}`,
});
const sameAs = (pattern: string, query: string) => ({ pattern, to: (): string => `${pattern}?${query}` });

export const paths = {
  root: fixed('/'),
  loading: fixed('/loading'),
  home: fixed('/home'),
  gameFrame: { pattern: '/dz/game', to: (url: string): string => `/dz/game?url=${encodeURIComponent(url)}` },
  sport: fixed('/game/sport'),
  realbet: fixed('/game/realbet'),
  chess: fixed('/game/chess'),
  gaming: fixed('/game/gaming'),
  lottery: fixed('/game/lottery'),
  gameegame: fixed('/game/egame'),
  gamefishing: fixed('/game/fishing'),
  localSport: withId('/game/sport/:enName', '/game/sport'),
  liveMatch: withId('/live/:gameId', '/live'),
  venture: fixed('/agent'),
  sponsor: fixed('/sponsor'),
  appdownload: fixed('/download'),
  discount: fixed('/activity/discount'),
  activityRacePage: withId('/activity/racePage/:id', '/activity/racePage'),
  activityLandPage: withId('/activity/activityLandPage/:id', '/activity/activityLandPage'),
  firstDeposit: withId('/activity/firstDeposit/:id', '/activity/firstDeposit'),
  againDeposit: withId('/activity/againDeposit/:id', '/activity/againDeposit'),
  newTask: withId('/activity/newTask/:id', '/activity/newTask'),
  drawGift: withId('/activity/drawGift/:id', '/activity/drawGift'),
  signGift: withId('/activity/signGift/:id', '/activity/signGift'),
  bettingGift: withId('/activity/bettingGift/:id', '/activity/bettingGift'),
  friendInvitation: fixed('/activity/friendInvitation'),
  mine: fixed('/mine'),
  /** Ours: the QA console over the QA API (features/qa-console), outside the site's frame. */
  qaConsole: fixed('/__qa'),
  userinfo: fixed('/mine/userinfo'),
  auth: fixed('/mine/auth'),
  virtualCoinCard: fixed('/mine/virtualCoinCard'),
  alipayManage: fixed('/mine/alipayManage'),
  accountManage: withId('/mine/accountManage/:id', '/mine/accountManage'),
  introTutorial: fixed('/mine/introTutorial'),
  addBankCard: fixed('/mine/addBankCard'),
  exchange: fixed('/mine/exchange'),
  vip: fixed('/mine/vip'),
  vipDetail: fixed('/mine/vip/detail'),
  welfare: fixed('/mine/welfare'),
  wallet: fixed('/mine/wallet'),
  transRecord: fixed('/mine/transRecord'),
  betRecord: fixed('/mine/betRecord'),
  giftRecord: fixed('/mine/giftRecord'),
  message: fixed('/mine/message'),
  feedback: fixed('/mine/feedback'),
  feedbackList: sameAs('/mine/feedback', 'view=list'),
  saveMoney: fixed('/mine/savemoney'),
  rechargeWait: sameAs('/mine/savemoney', 'step=rechargeWait'),
  transferWait: sameAs('/mine/savemoney', 'step=transferWait'),
  virtualWait: sameAs('/mine/savemoney', 'step=virtualWait'),
  transferMoney: fixed('/mine/transfermoney'),
  takeMoney: fixed('/mine/takemoney'),
  redirect: { pattern: '/redirect', to: (target: string): string => `/redirect/${encodeURIComponent(target)}` },
  redirectPath: fixed('/redirect/:path'),
  help: fixed('/app/help'),
  helpTopic: withId('/app/help/:topic', '/app/help'),
} as const;
