import { expect, fixtureActivityIds, test } from './support';

const HELP_TOPICS = [
  'kh', 'ck', 'qk', 'zz', 'yhgz', 'tjllq', 'xnbcqkjc', 'tytzjc', 'tysstqth', 'fjcjc', 'rqgl', 'dxqgl',
  'cpwt', 'dzjj', 'tywt', 'zrwt', 'qtwt', 'bczr', 'gywm', 'gztk', 'hzhb', 'ysgz', 'zxkf',
];

const activityIds = fixtureActivityIds();
const activityPages = ['racePage', 'activityLandPage', 'firstDeposit', 'againDeposit', 'newTask', 'drawGift', 'signGift', 'bettingGift'].map((kind) => {
  // No fallback id: another kind's page would pass the any-heading check in its place.
  const id = activityIds.get(kind);
  if (id === undefined) throw new Error(`fixtures/activities.json has no ${kind} activity`);
  return `/activity/${kind}/${id}`;
});

/** Every public route of spec 000 section 2, each with the heading it must show. */
const PUBLIC_ROUTES: { path: string; heading: string | RegExp }[] = [
  { path: '/home', heading: /欢迎来到/ },
  { path: '/game/sport', heading: '体育' },
  { path: '/game/realbet', heading: '真人' },
  { path: '/game/chess', heading: '棋牌' },
  { path: '/game/gaming', heading: '电竞' },
  { path: '/game/lottery', heading: '彩票' },
  { path: '/game/egame', heading: '电子游戏' },
  { path: '/game/fishing', heading: '捕鱼游戏' },
  { path: '/agent', heading: '合营计划' },
  { path: '/sponsor', heading: '赞助合作' },
  { path: '/download', heading: 'APP下载' },
  { path: '/activity/discount', heading: '优惠活动' },
  ...activityPages.map((path) => ({ path, heading: /./ })),
  { path: '/activity/friendInvitation', heading: /./ },
  ...HELP_TOPICS.map((code) => ({ path: `/app/help/${code}`, heading: /./ })),
  { path: '/dz/game', heading: '游戏地址无效' },
  { path: '/no/such/page', heading: '404 页面不存在' },
];

test.describe('public routes', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} renders its screen without a console error`, async ({ page, consoleErrors }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByText('页面出错了')).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('/ and /loading land on home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/loading');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: /欢迎来到/ })).toBeVisible();
  });

  test('the help area lists all 23 topics and shows the terms from the server', async ({ page }) => {
    await page.goto('/app/help/gztk');
    const menu = page.getByRole('navigation', { name: '帮助中心' });
    await expect(menu.getByRole('link')).toHaveCount(23);
    await expect(page.getByRole('heading', { level: 1, name: '规则条款' })).toBeVisible();
    await expect(page.getByText(/18 周岁/).first()).toBeVisible();
  });
});
