import { describe, expect, it } from 'vitest';
import { loadFixtures } from '../composition/fixtures';
import { WORLD_SEED, sharedCompetitions } from './world';
import { DAY_MS, beijingDay } from '../lib/beijing-time';
import { planMatches, timelineInputOf, type MatchPlan } from './engine/schedule';
import { localDayOf, offsetMs } from './engine/calendar';
import { competitionModel, seasonsBetween, type CompetitionInput } from './engine/competition';
import { OVERROUND_TOLERANCE, overroundOf, priceMatch, type Price } from './engine/pricing';
import { generateTimeline, timelineRules, type Timeline } from './engine/timeline';
import { scoringOf } from './engine/ratings';
import { rulesOf } from './engine/sport-rules';

/**
 * The fixture study (engine/NOTES.md, "Proof"): a simulated month of the default world's calendars
 * (November 2026, the tests' clock in its middle), every match planned, priced an hour before
 * kick-off and played to its end, and a week of each month of a year for the seasons. Seeded and
 * pure: the same run every time.
 */

const fixtures = loadFixtures();
const competitions = sharedCompetitions(fixtures);
const byId = new Map(competitions.map((c) => [c.league_id, c]));
const MONTH_FROM = Date.parse('2026-11-01T00:00:00+08:00');
const MONTH_TO = Date.parse('2026-12-01T00:00:00+08:00');
const OPTIONS = { suspendAfterScoreMs: 5_000 };
const TEAM_SPORTS = new Set(['FT', 'BK', 'OP', 'BS', 'VB']);

/** Every match planned to kick off in [fromMs, toMs), each once. */
function plansBetween(fromMs: number, toMs: number): MatchPlan[] {
  const seen = new Map<string, MatchPlan>();
  for (let t = fromMs; t < toMs; t += 7 * DAY_MS) {
    for (const p of planMatches({ worldSeed: WORLD_SEED, competitions, fromMs: t, toMs: Math.min(toMs, t + 7 * DAY_MS) })) seen.set(p.gameId, p);
  }
  return [...seen.values()].filter((p) => p.kickoffMs >= fromMs && p.kickoffMs < toMs);
}

const month = plansBetween(MONTH_FROM, MONTH_TO);
const matches = month.filter((p) => p.gameType !== 'FS' && p.gameType !== 'VF');
const decimal = (p: Price) => p.hkMilli / 1000 + 1;

interface Priced {
  plan: MatchPlan;
  timeline: Timeline;
  prices: Price[];
}

const priced: Priced[] = matches.map((plan) => {
  const timeline = generateTimeline(timelineInputOf(plan));
  return { plan, timeline, prices: priceMatch(timeline, plan.kickoffMs - 3_600_000, OPTIONS) };
});

describe('a month of the default world\'s calendars (November 2026)', () => {
  it('plans a full month: the leagues, the NBA and CBA, the NHL and KHL, Australian baseball, the volleyball league, the ATP Finals and snooker', () => {
    const leagues = new Set(matches.map((p) => p.leagueName));
    for (const name of ['欧洲冠军联赛', '英格兰超级联赛', '意大利甲级联赛', '西班牙甲级联赛', '德国甲级联赛', '法国甲级联赛', '中国超级联赛', '美国职业篮球联赛', '中国男子篮球职业联赛', '国家冰球联盟', '大陆冰球联赛', '澳大利亚棒球联赛', '中国女子排球超级联赛', 'ATP年终总决赛', '国际锦标赛', '英国锦标赛']) {
      expect(leagues, name).toContain(name);
    }
    // Out of their months: no Australian Open, no European Championship, no Japanese baseball in November.
    for (const name of ['澳大利亚网球公开赛 - 男子单打', '澳大利亚网球公开赛 - 女子单打', '欧洲杯', '日本职业棒球']) expect(leagues, name).not.toContain(name);
    expect(matches.length).toBeGreaterThan(800);
  });

  it('keeps every team two whole days of rest between its matches, and every player to one match a day', () => {
    const bySide = new Map<string, MatchPlan[]>();
    for (const p of matches) for (const side of [p.team_h, p.team_c]) bySide.set(`${p.gameType}|${side}`, [...(bySide.get(`${p.gameType}|${side}`) ?? []), p]);
    let pairs = 0;
    for (const [side, list] of bySide) {
      list.sort((a, b) => a.kickoffMs - b.kickoffMs);
      for (let i = 1; i < list.length; i++) {
        const [a, b] = [list[i - 1] as MatchPlan, list[i] as MatchPlan];
        const what = `${side}: ${a.leagueName} ${new Date(a.kickoffMs).toISOString()} then ${b.leagueName} ${new Date(b.kickoffMs).toISOString()}`;
        expect(beijingDay(b.kickoffMs), what).toBeGreaterThan(beijingDay(a.kickoffMs));
        if (TEAM_SPORTS.has(a.gameType)) {
          expect(localDayOf(b.zone, b.kickoffMs) - localDayOf(b.zone, a.kickoffMs), what).toBeGreaterThanOrEqual(3);
          expect(b.kickoffMs - a.kickoffMs, what).toBeGreaterThanOrEqual(60 * 3_600_000);
        }
        pairs++;
      }
    }
    expect(pairs).toBeGreaterThan(1_000);
  });

  it('kicks off on the quarter hour, in the competition\'s afternoon or evening (no pile-up at midnight)', () => {
    for (const p of matches) {
      const local = new Date(p.kickoffMs + offsetMs(p.zone, p.kickoffMs));
      const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
      expect(local.getUTCMinutes() % 15, `${p.gameId} ${p.leagueName}`).toBe(0);
      expect(minutes, `${p.gameId} ${p.leagueName} ${local.toISOString()}`).toBeGreaterThanOrEqual(10 * 60);
      expect(minutes, `${p.gameId} ${p.leagueName} ${local.toISOString()}`).toBeLessThanOrEqual(22 * 60 + 30);
    }
    const atMidnight = matches.filter((p) => new Date(p.kickoffMs + 8 * 3_600_000).toISOString().slice(11, 16) === '23:59');
    expect(atMidnight).toEqual([]);
  });

  it('plays each competition in its season, and a league\'s rounds in order (the round of mid-November about the twelfth)', () => {
    for (const p of matches) {
      const c = byId.get(p.league_id) as CompetitionInput;
      const day = localDayOf(p.zone, p.kickoffMs);
      expect(seasonsBetween(c, day, day).length, `${p.gameId} ${p.leagueName}`).toBe(1);
    }
    for (const leagueId of [100021, 100026, 100030, 100028, 100032]) {
      const mid = matches.filter((p) => p.league_id === leagueId && p.kickoffMs >= Date.parse('2026-11-20T00:00:00Z') && p.kickoffMs < Date.parse('2026-11-24T12:00:00Z'));
      const rounds = new Set(mid.map((p) => p.round));
      expect(rounds.size, `${leagueId}`).toBe(1);
      const [round] = rounds;
      expect(round, `${leagueId}`).toBeGreaterThanOrEqual(10);
      expect(round, `${leagueId}`).toBeLessThanOrEqual(13);
    }
  });

  it('offers champion outrights of the leagues only, their seasons named, decided at their seasons\' ends', () => {
    // Decided in November: the Chinese Super League's title only (its season ends on the 22nd).
    expect(month.filter((p) => p.gameType === 'FS').map((p) => p.team_h)).toEqual(['中国超级联赛 2026 冠军']);
    const listed = planMatches({ worldSeed: WORLD_SEED, competitions, fromMs: MONTH_FROM, toMs: MONTH_FROM }).filter((p) => p.gameType === 'FS');
    expect(listed.map((p) => p.team_h).sort()).toEqual(['中国超级联赛 2026 冠军', '德国甲级联赛 2026/27 冠军', '意大利甲级联赛 2026/27 冠军', '法国甲级联赛 2026/27 冠军', '英格兰超级联赛 2026/27 冠军', '西班牙甲级联赛 2026/27 冠军'].sort());
    for (const p of listed) {
      const of = byId.get((byId.get(p.league_id)?.format as { of: number }).of) as CompetitionInput;
      for (const name of p.candidates ?? []) expect(of.entrants.map((e) => e.name)).toContain(name);
      expect(new Date(p.kickoffMs).getUTCMonth() + 1, p.team_h).toBe(p.team_h.startsWith('中国') ? 11 : 5);
    }
  });

  it('prices every market within its band, the main lines near even money, never below 1.02', () => {
    let markets = 0;
    for (const { plan, prices } of priced) {
      for (const wtype of new Set(prices.map((p) => p.wtype))) {
        const sides = prices.filter((p) => p.wtype === wtype);
        const overround = sides.reduce((s, p) => s + 1 / decimal(p), 0);
        const target = overroundOf(wtype, sides.length);
        expect(Math.abs(overround - target), `${plan.gameId} ${plan.leagueName} ${wtype}: ${overround.toFixed(4)}`).toBeLessThanOrEqual(OVERROUND_TOLERANCE);
        markets++;
      }
      for (const p of prices) expect(decimal(p)).toBeGreaterThanOrEqual(1.02);
      // Handicaps and totals of the clock sports come in quarters or halves, so the main line sits close to even.
      if (plan.gameType !== 'BS' && timelineRules(plan).kind === 'clock') {
        for (const p of prices.filter((x) => x.wtype === 'R' || x.wtype === 'OU')) {
          expect(decimal(p), `${plan.gameId} ${p.rtype} ${p.lineQuarters}`).toBeGreaterThan(1.65);
          expect(decimal(p), `${plan.gameId} ${p.rtype} ${p.lineQuarters}`).toBeLessThan(2.2);
        }
      }
    }
    expect(markets).toBeGreaterThan(4_000);
  });

  it('makes the favourite by rating (home advantage counted) the favourite by price in at least 95% of the matches', () => {
    let agree = 0;
    let decided = 0;
    for (const { plan, prices } of priced) {
      const c = byId.get(plan.league_id) as CompetitionInput;
      const ratings = new Map(c.entrants.map((e) => [e.name, e.rating]));
      const gap = (ratings.get(plan.team_h) ?? 0) - (ratings.get(plan.team_c) ?? 0) + (scoringOf(c.gameType as 'FT', c.scoring).homeAdvantage ?? 0);
      const [mh, mc] = [prices.find((p) => p.rtype === 'MH'), prices.find((p) => p.rtype === 'MC')];
      if (!mh || !mc || Math.abs(gap) < 1 || mh.hkMilli === mc.hkMilli) continue;
      decided++;
      if (gap > 0 === mh.hkMilli < mc.hkMilli) agree++;
    }
    expect(decided).toBeGreaterThan(900);
    expect(agree / decided).toBeGreaterThanOrEqual(0.95);
  });

  it('knows the real order of strength: 曼城 over 利兹联, 尤文 over 克雷莫纳 away, 德约科维奇 over 谢尔顿, 辛纳 over 张之臻', () => {
    const model = (leagueId: number, home: string, away: string) => {
      const c = byId.get(leagueId) as CompetitionInput;
      return priceMatch(generateTimeline({ matchId: `order-${home}-${away}`, gameType: c.gameType, kickoffMs: MONTH_FROM, ...(c.rules ? { format: c.rules } : {}), model: competitionModel(c).modelOf(home, away) }), MONTH_FROM - 3_600_000, OPTIONS);
    };
    const price = (prices: Price[], rtype: string) => decimal(prices.find((p) => p.rtype === rtype) as Price);
    const city = model(100021, '曼彻斯特城', '利兹联');
    expect(price(city, 'MH')).toBeLessThan(1.45);
    const juve = model(100026, '克雷莫纳', '尤文图斯');
    expect(price(juve, 'MC')).toBeLessThan(price(juve, 'MH'));
    const slam = model(300101, '谢尔顿', '德约科维奇');
    expect(price(slam, 'MC')).toBeLessThan(price(slam, 'MH'));
    expect(price(model(300111, '辛纳', '张之臻'), 'MH')).toBeLessThan(1.2);
  });

  it('scores each league\'s configured average: the month\'s matches, each played twelve times, within 4% of it (or three standard errors, when wider)', () => {
    const totals = new Map<number, number[]>();
    for (const { plan } of priced) {
      if (timelineRules(plan).kind !== 'clock') continue;
      const list = totals.get(plan.league_id) ?? [];
      for (let play = 0; play < 12; play++) {
        const tl = generateTimeline({ ...timelineInputOf(plan), matchId: `${plan.gameId}:${play}` });
        list.push(tl.regulation.h + tl.regulation.c);
      }
      totals.set(plan.league_id, list);
    }
    expect(totals.size).toBeGreaterThanOrEqual(10);
    for (const [leagueId, list] of totals) {
      const c = byId.get(leagueId) as CompetitionInput;
      const target = scoringOf(c.gameType as 'FT', c.scoring).averageTotal;
      const mean = list.reduce((s, x) => s + x, 0) / list.length;
      const sd = Math.sqrt(list.reduce((s, x) => s + (x - mean) ** 2, 0) / (list.length - 1));
      const tolerance = Math.max(0.04 * target, (3 * sd) / Math.sqrt(list.length));
      expect(Math.abs(mean - target), `${c.name}: ${mean.toFixed(2)} over ${list.length} plays against ${target}`).toBeLessThanOrEqual(tolerance);
    }
  });

  it('settles as it prices: home wins, away wins, draws, overs and unders happen as often as the prices say, in every fifth of chance (within three standard errors and a point or two)', () => {
    // The chance each side's price implies (its margin taken out) against whether it won, per kind of outcome.
    type Tally = { n: number; predicted: number; happened: number; variance: number };
    const tallies = new Map<string, Tally>();
    const add = (key: string, chance: number, won: boolean) => {
      const t = tallies.get(key) ?? { n: 0, predicted: 0, happened: 0, variance: 0 };
      t.n++;
      t.predicted += chance;
      t.happened += won ? 1 : 0;
      t.variance += chance * (1 - chance);
      tallies.set(key, t);
    };
    for (const { plan, timeline, prices } of priced) {
      const rules = timelineRules(plan);
      const { h, c } = timeline.regulation;
      for (const wtype of ['M', 'OU']) {
        const sides = prices.filter((p) => p.wtype === wtype);
        const overround = sides.reduce((s, p) => s + 1 / decimal(p), 0);
        const line = (sides[0]?.lineQuarters ?? 0) / 4;
        // Quarter lines settle in halves and a whole line landing exactly pushes: graded only where a side wins or loses whole.
        if (wtype === 'OU' && ((sides[0]?.lineQuarters ?? 0) % 2 !== 0 || h + c === line)) continue;
        // A level score where the sport has no draw pushes the money line (QA finishes only).
        if (wtype === 'M' && rules.kind === 'clock' && !rules.canDraw && h === c) continue;
        for (const p of sides) {
          const won = p.rtype === 'MH' ? h > c : p.rtype === 'MC' ? c > h : p.rtype === 'MN' ? h === c : p.rtype === 'OUH' ? h + c > line : h + c < line;
          const chance = 1 / decimal(p) / overround;
          add(`${p.rtype} all`, chance, won);
          add(`${p.rtype} ${Math.min(4, Math.floor(chance * 5))}`, chance, won);
        }
      }
    }
    let checked = 0;
    for (const [key, t] of tallies) {
      if (t.n < 40) continue;
      const predicted = t.predicted / t.n;
      const happened = t.happened / t.n;
      // Three standard errors, and one point more overall (two within a fifth, whose chances spread across it).
      const tolerance = (3 * Math.sqrt(t.variance)) / t.n + (key.endsWith('all') ? 0.01 : 0.02);
      expect(Math.abs(happened - predicted), `${key}: ${happened.toFixed(3)} happened against ${predicted.toFixed(3)} priced over ${t.n}`).toBeLessThanOrEqual(tolerance);
      checked++;
    }
    // Each of the five kinds of outcome overall, and most of their fifths of chance, have enough matches to judge.
    expect(checked).toBeGreaterThanOrEqual(5 + 12);
  });
});

describe('a year of seasons', () => {
  const weeks = Array.from({ length: 12 }, (_, m) => {
    const from = Date.UTC(2027, m, 10);
    return { month: m + 1, plans: plansBetween(from, from + 7 * DAY_MS) };
  });

  it('plays the Grand Slams in their months, men best of five sets and women best of three', () => {
    const slams: Record<number, string> = { 1: '澳大利亚网球公开赛', 6: '法国网球公开赛', 7: '温布尔登网球锦标赛', 9: '美国网球公开赛' };
    for (const { month, plans } of weeks) {
      const names = new Set(plans.map((p) => p.leagueName));
      for (const [m, slam] of Object.entries(slams)) {
        const held = [...names].some((n) => n.startsWith(slam));
        if (Number(m) !== month) expect(held, `${slam} in month ${month}`).toBe(false);
      }
    }
    const januaryFrom = Date.UTC(2027, 0, 22);
    const ao = plansBetween(januaryFrom, januaryFrom + 10 * DAY_MS).filter((p) => p.leagueName.startsWith('澳大利亚网球公开赛'));
    expect(ao.some((p) => p.leagueName.endsWith('男子单打'))).toBe(true);
    for (const p of ao) {
      const rules = rulesOf(p.gameType, p.format);
      expect(rules.kind === 'sets' && rules.bestOf, `${p.leagueName}`).toBe(p.leagueName.endsWith('男子单打') ? 5 : 3);
    }
  });

  it('has football somewhere every week of the year, and basketball and ice hockey through their winters', () => {
    for (const { month, plans } of weeks) {
      expect(plans.some((p) => p.gameType === 'FT'), `football in month ${month}`).toBe(true);
      if (month <= 3 || month >= 11) {
        expect(plans.some((p) => p.gameType === 'BK'), `basketball in month ${month}`).toBe(true);
        expect(plans.some((p) => p.gameType === 'OP'), `ice hockey in month ${month}`).toBe(true);
      }
    }
  });
});
