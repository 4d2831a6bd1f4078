import type { APIRequestContext, Page } from '@playwright/test';
import type { RoundFace } from '@betsite/contracts/provider';
import { DEMO01 } from './auth-support';
import { API_URL, apiCall, expect, fixtureMember, test, type Member } from './support';

/**
 * Each stand-in game page looks like its category (issue 27): reels for slots (mahjong tiles in
 * 麻将胡了), cards for baccarat and 比大小, dice for 骰宝, targets for fishing, balls for 分分彩, a match card for
 * e-sports. A round is played on the page and what the picture settles on is the round's face in
 * the server's answer (the server's seeded round decides, the page only shows it); no console
 * error or 404 on any of them.
 */
type Face<K extends RoundFace['kind']> = Extract<RoundFace, { kind: K }>;
interface Round { detail: string; face: RoundFace; outcome: string }

const SUIT_NAMES = { spade: '黑桃', heart: '红桃', club: '梅花', diamond: '方块' } as const;
const cardName = (c: { rank: string; suit: keyof typeof SUIT_NAMES }) => `${SUIT_NAMES[c.suit]} ${c.rank}`;

/** The player's game page for a venue (and game), opened straight from the launch url the API answers. */
async function openGame(page: Page, request: APIRequestContext, member: Member, enName: string, gameCode = '', fundChannel?: string): Promise<void> {
  if (fundChannel) await apiCall(request, '/game/api/v1/venue/transfer', { channelCode: fundChannel, amount: '200', ty: 1 }, member.token, member.device);
  const { url } = await apiCall<{ url: string }>(request, '/game/api/v1/venue/launch', { enName, gameCode }, member.token, member.device);
  const token = url.includes('token=') ? new URL(url, API_URL).searchParams.get('token') : url;
  await page.goto(`${API_URL}/__provider/play?token=${token}${gameCode ? `&gameCode=${gameCode}` : ''}`);
}

/** Plays one round with the page's own button and answers the server's round once the page shows its result. */
async function playRound(page: Page, action: string): Promise<Round> {
  const [reply] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/__provider/round')), page.getByRole('button', { name: action, exact: true }).click()]);
  const round = ((await reply.json()) as { data: Round }).data;
  await expect(page.getByRole('status').filter({ hasText: round.detail })).toBeVisible();
  return round;
}

test.describe('stand-in game pages', () => {
  test('麻将胡了 spins three reels of mahjong tiles that stop on the round\'s tiles', async ({ page, request, consoleErrors }) => {
    await openGame(page, request, await fixtureMember(request, DEMO01), 'PGDZ', 'PG_1001');
    await expect(page.getByRole('heading', { level: 1, name: 'PG电子 · 麻将胡了' })).toBeVisible();
    const reels = page.getByRole('group', { name: '转轴' });
    await expect(reels.getByRole('img')).toHaveCount(3);
    await expect(page.getByRole('list', { name: '赔付表' })).toContainText('红中 ×3 = 100 倍');

    const round = await playRound(page, '旋转');
    const face = round.face as Face<'slot'>;
    expect(face.theme).toBe('mahjong');
    const names = (round.detail.split('，')[0] ?? '').split(' | ');
    expect(names).toHaveLength(3);
    for (const [i, name] of names.entries()) await expect(reels.getByRole('img', { name: `第${i + 1}轴 ${name}`, exact: true })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(round.detail);
    expect(consoleErrors).toEqual([]);
  });

  test('a fruit slot draws fruit-machine symbols', async ({ page, request, consoleErrors }) => {
    await openGame(page, request, await fixtureMember(request, DEMO01), 'AGDZ', 'AGDZ_1001');
    await expect(page.getByRole('list', { name: '赔付表' })).toContainText('7 ×3 = 100 倍');
    const round = await playRound(page, '旋转');
    expect((round.face as Face<'slot'>).theme).toBe('fruit');
    const names = (round.detail.split('，')[0] ?? '').split(' | ');
    for (const [i, name] of names.entries()) await expect(page.getByRole('img', { name: `第${i + 1}轴 ${name}`, exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('baccarat deals the round\'s cards to 闲 and 庄 and shows their totals', async ({ page, request, consoleErrors }) => {
    await openGame(page, request, await fixtureMember(request, DEMO01), 'AGZR');
    await expect(page.getByRole('group', { name: '闲家' }).getByRole('img', { name: '闲 未开牌' })).toHaveCount(2);
    await page.getByRole('button', { name: '闲', exact: true }).click();
    const round = await playRound(page, '发牌');
    const face = round.face as Face<'baccarat'>;
    const player = page.getByRole('group', { name: `闲家 ${face.playerTotal} 点`, exact: true });
    const banker = page.getByRole('group', { name: `庄家 ${face.bankerTotal} 点`, exact: true });
    await expect(player.getByRole('img')).toHaveCount(face.player.length);
    await expect(banker.getByRole('img')).toHaveCount(face.banker.length);
    for (const card of face.player) await expect(player.getByRole('img', { name: `闲 ${cardName(card)}` }).first()).toBeVisible();
    for (const card of face.banker) await expect(banker.getByRole('img', { name: `庄 ${cardName(card)}` }).first()).toBeVisible();
    expect(round.detail).toContain(`闲 ${face.playerTotal} 点 : 庄 ${face.bankerTotal} 点`);
    expect(consoleErrors).toEqual([]);
  });

  test('骰宝 shakes three dice that land on the round\'s faces and lights what their total makes', async ({ page, request, consoleErrors }) => {
    await openGame(page, request, await fixtureMember(request, DEMO01), 'DGZR', '', 'DG');
    await expect(page.getByRole('heading', { level: 1, name: 'DG真人 · 骰宝' })).toBeVisible();
    const bowl = page.getByRole('group', { name: '骰盅' });
    await expect(bowl.getByRole('img')).toHaveCount(3);
    await page.getByRole('button', { name: '小', exact: true }).click();
    const round = await playRound(page, '摇骰');
    const face = round.face as Face<'dice'>;
    for (const [i, n] of face.dice.entries()) await expect(bowl.getByRole('img', { name: `第${i + 1}颗骰子 ${n} 点`, exact: true })).toBeVisible();
    const made = face.triple ? `围骰 ${'一二三四五六'[(face.dice[0] ?? 1) - 1]}，${face.total} 点` : `${face.total} 点 ${face.total >= 11 ? '大' : '小'}${face.total % 2 ? '单' : '双'}`;
    await expect(page.getByText(made, { exact: true })).toBeVisible();
    expect(round.detail.startsWith(face.dice.join(' '))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('比大小 turns over the player\'s and the dealer\'s cards of the round', async ({ page, request, consoleErrors }) => {
    await openGame(page, request, await fixtureMember(request, DEMO01), 'KYQP', '', 'KY');
    await expect(page.getByRole('img', { name: '我的牌 未开牌' })).toBeVisible();
    const round = await playRound(page, '开牌');
    const face = round.face as Face<'cards'>;
    await expect(page.getByRole('img', { name: `我的牌 ${cardName(face.mine)}`, exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: `庄家的牌 ${cardName(face.dealer)}`, exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('fishing aims at the chosen fish and shows it caught or escaping as the round says', async ({ page, request, consoleErrors }) => {
    await openGame(page, request, await fixtureMember(request, DEMO01), 'AGBY', 'AGBY_1001');
    const sea = page.getByRole('group', { name: '渔场' });
    for (const fish of ['小丑鱼 ×2', '海龟 ×5', '鲨鱼 ×20']) await expect(sea.getByRole('img', { name: fish })).toBeVisible();
    await page.getByRole('button', { name: '海龟 ×5' }).click();
    const round = await playRound(page, '射击');
    const face = round.face as Face<'fish'>;
    expect(face.target).toBe('medium');
    await expect(sea.getByText(face.caught ? '捕获 海龟 ×5' : '海龟 逃脱了')).toBeVisible();
    expect(round.detail).toBe(face.caught ? '捕获成功' : '未捕获');
    expect(consoleErrors).toEqual([]);
  });

  test('分分彩 sells a ticket for the next draw, then rolls the balls onto the drawn digits', async ({ page, request, consoleErrors }) => {
    await openGame(page, request, await fixtureMember(request, DEMO01), 'TCGCP', '', 'TCG');
    const machine = page.getByRole('group', { name: '开奖' });
    await expect(machine.getByRole('img', { name: /^第1球/ })).toBeVisible();
    const [reply] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/__provider/round')), page.getByRole('button', { name: '购买', exact: true }).click()]);
    const bought = ((await reply.json()) as { data: Round }).data;
    const period = (bought.face as Face<'lottery'>).period;
    await expect(machine.getByText(`已购买第 ${period} 期，等待开奖`)).toBeVisible();
    await expect(machine.getByRole('img', { name: '第1球 ?' })).toBeVisible();

    await request.post(`${API_URL}/__mock/clock`, { data: { advanceMs: 61_000 } });
    const [session] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/__provider/session')), page.reload()]);
    const recent = ((await session.json()) as { data: { recent: Round[] } }).data.recent;
    const drawn = recent.map((r) => r.face).find((f): f is Face<'lottery'> => f.kind === 'lottery' && f.period === period);
    expect(drawn?.digits).toHaveLength(3);
    await expect(machine.getByText(`第 ${period} 期开奖`)).toBeVisible();
    for (const [i, digit] of (drawn?.digits ?? []).entries()) await expect(machine.getByRole('img', { name: `第${i + 1}球 ${digit}`, exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('e-sports names the teams on the match card and the choices before the bet, and plays out that match to the round\'s score', async ({ page, request, consoleErrors }) => {
    await openGame(page, request, await fixtureMember(request, DEMO01), 'IMDJ', '', 'IM');
    const card = page.getByRole('group', { name: '赛事' });
    await expect(card).toContainText('BO3');
    await expect(card).toContainText('@1.90');
    const picks = page.getByRole('group', { name: '投注项' }).getByRole('button');
    await expect(picks).toHaveCount(2);
    const [home, away] = await picks.allTextContents();
    expect([home, away]).not.toContain('主队');
    await expect(card).not.toContainText('主队');
    await expect(card.getByText(home ?? '', { exact: true })).toBeVisible();
    await expect(card.getByText(away ?? '', { exact: true })).toBeVisible();
    const round = await playRound(page, '投注');
    const face = round.face as Face<'match'>;
    expect([face.home, face.away]).toEqual([home, away]);
    await expect(card.getByText(face.home, { exact: true })).toBeVisible();
    await expect(card.getByText(face.away, { exact: true })).toBeVisible();
    await expect(card.getByLabel(`比分 ${face.homeMaps}:${face.awayMaps}`)).toHaveText(`${face.homeMaps} : ${face.awayMaps}`);
    expect(consoleErrors).toEqual([]);
  });

  test('a sports venue\'s simulated match is football between 中超 clubs, its goals played out to the score', async ({ page, request, consoleErrors }) => {
    await openGame(page, request, await fixtureMember(request, DEMO01), 'SBTY', '', 'SB');
    const card = page.getByRole('group', { name: '赛事' });
    await expect(card).toContainText('足球 · 先进两球者胜');
    const round = await playRound(page, '投注');
    const face = round.face as Face<'match'>;
    expect(face.sport).toBe('football');
    await expect(card.getByText(face.home, { exact: true })).toBeVisible();
    await expect(card.getByRole('list', { name: '过程' }).getByRole('listitem')).toHaveCount(face.homeMaps + face.awayMaps);
    await expect(card.getByRole('listitem').first()).toContainText('第1球');
    await expect(card.getByLabel(`比分 ${face.homeMaps}:${face.awayMaps}`)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('stand-in game pages on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a baccarat table and a slot fit the width after a round (the records scroll in their card)', async ({ page, request, consoleErrors }) => {
    const member = await fixtureMember(request, DEMO01);
    for (const [enName, gameCode, action] of [['AGZR', '', '发牌'], ['PGDZ', 'PG_1001', '旋转']] as const) {
      await openGame(page, request, member, enName, gameCode);
      await playRound(page, action);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), enName).toBeLessThanOrEqual(375);
    }
    expect(consoleErrors).toEqual([]);
  });
});
