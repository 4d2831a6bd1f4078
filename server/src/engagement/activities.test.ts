import { describe, expect, it } from 'vitest';
import { activitiesFileFixture } from './activity-fixtures';
import { accountSchema, type Account } from '../accounts/account';
import {
  EXCHANGE_RECORDS_PER_USER_MAX,
  addExchangeRecord,
  confirmActivity,
  createActivities,
  exchangeRecordsOf,
  findActivity,
  joinActivity,
  statusOf,
  turnoverRequiredCents,
  unmetRequirements,
  vipWeekInfo,
  weekBounds,
} from './activities';

const NOW = Date.UTC(2025, 5, 11, 4, 0); // Wednesday 2025-06-11 12:00 Beijing time
const DAY = 24 * 3600 * 1000;

const base = { imageUrl: '', subtitle: '', category: 'daily', endTime: null, rules: [], turnoverMultiple: 2, rewardCents: null, depositRule: null };
const req = (over: object = {}) => ({ vipLevelMin: 0, bindPhone: false, bindRealName: false, ...over });

function store() {
  return createActivities(
    activitiesFileFixture.parse({
      activities: [
        { ...base, id: 1, kind: 'firstDeposit', title: '首存', startTime: NOW - DAY, joinable: true, requirements: req({ bindPhone: true }), depositRule: { thresholdCents: 10_000, rate: 1, maxCents: 88_800 }, turnoverMultiple: 10 },
        { ...base, id: 2, kind: 'signGift', title: '签到', startTime: NOW - DAY, joinable: true, requirements: req(), rewardCents: 888 },
        { ...base, id: 3, kind: 'bettingGift', title: 'VIP 返利', startTime: NOW - DAY, joinable: true, requirements: req({ vipLevelMin: 5, bindRealName: true }), rewardCents: 18_800 },
        { ...base, id: 4, kind: 'friendInvitation', title: '邀请', startTime: NOW - DAY, joinable: false, requirements: req() },
        { ...base, id: 5, kind: 'drawGift', title: '已结束', startTime: NOW - 10 * DAY, endTime: NOW - DAY, joinable: true, requirements: req(), rewardCents: 100 },
        { ...base, id: 6, kind: 'drawGift', title: '未开始', startTime: NOW + DAY, joinable: true, requirements: req(), rewardCents: 100 },
        { ...base, id: 7, kind: 'friendInvitation', title: '邀请 2', startTime: NOW + DAY, joinable: false, requirements: req() },
      ],
      participations: [],
      exchangeRecords: [],
      vipWeek: [{ vipLevel: 0, bonusCents: 0, betRequiredCents: 0 }, { vipLevel: 3, bonusCents: 5_800, betRequiredCents: 500_000 }],
    }),
  );
}

/** Built through the schema so fields added to accounts later get their defaults. */
function account(over: Partial<Account> = {}): Account {
  return accountSchema.parse({
    userId: 1, name: 'demo01', passwordHash: 'scrypt$x', realName: '张伟', areaCode: '86', phone: '13812345678', email: null, nickName: null,
    avatar: null, birthday: null, sex: 0, vipLevel: 3, grade: 2, hasPayPassword: false, trustedDevices: [], knownIps: [], rCode: null,
    iCode: null, domain: null, createdAt: 0, lastLoginAt: null, ...over,
  });
}

describe('activities', () => {
  it('tells upcoming, running and ended apart on the clock', () => {
    const s = store();
    expect(statusOf(s.byId.get(1)!, NOW)).toBe('running');
    expect(statusOf(s.byId.get(5)!, NOW)).toBe('ended');
    expect(statusOf(s.byId.get(6)!, NOW)).toBe('upcoming');
  });

  it('finds by kind the running activity first', () => {
    expect(findActivity(store(), { kind: 'drawGift' }, NOW)).toMatchObject({ ok: true, value: { id: 5 } });
    expect(findActivity(store(), { kind: 'friendInvitation' }, NOW)).toMatchObject({ ok: true, value: { id: 4 } });
    expect(findActivity(store(), { kind: 'racePage' }, NOW)).toMatchObject({ ok: false, code: 6004 });
    expect(findActivity(store(), { id: 99 }, NOW)).toMatchObject({ ok: false, code: 6004 });
  });

  it('lists every unmet requirement in order', () => {
    const s = store();
    const unmet = unmetRequirements(s, account({ vipLevel: 0, realName: null }), s.byId.get(3)!, NOW);
    expect(unmet.map((u) => u.requirement)).toEqual(['vipLevel', 'bindRealName']);
    expect(unmetRequirements(s, account(), s.byId.get(5)!, NOW).map((u) => u.requirement)).toEqual(['running']);
  });

  it('joins when every requirement is met, then refuses a second join with 6009', () => {
    const s = store();
    expect(joinActivity(s, account(), 1, NOW)).toMatchObject({ ok: true, value: { status: 'joined', joinedAt: NOW, bonusCents: 0 } });
    expect(joinActivity(s, account(), 1, NOW)).toMatchObject({ ok: false, code: 6009 });
  });

  it('answers each unmet requirement with its own code', () => {
    const s = store();
    expect(joinActivity(s, account({ phone: null }), 1, NOW)).toMatchObject({ ok: false, code: 6015 });
    expect(joinActivity(s, account({ vipLevel: 8, realName: null }), 3, NOW)).toMatchObject({ ok: false, code: 6449 });
    expect(joinActivity(s, account(), 3, NOW)).toMatchObject({ ok: false, code: 6003, message: 'VIP5及以上会员才能参加' });
    expect(joinActivity(s, account(), 4, NOW)).toMatchObject({ ok: false, code: 6003, message: '该活动无需报名' });
    expect(joinActivity(s, account(), 5, NOW)).toMatchObject({ ok: false, code: 6003, message: '活动已结束' });
    expect(joinActivity(s, account(), 6, NOW)).toMatchObject({ ok: false, code: 6003, message: '活动尚未开始' });
    expect(joinActivity(s, account(), 99, NOW)).toMatchObject({ ok: false, code: 6004 });
  });

  it('confirms a deposit activity with the shared bonus helper', () => {
    const s = store();
    joinActivity(s, account(), 1, NOW);
    const r = confirmActivity(s, account(), 1, 50_000, NOW + 1);
    expect(r).toMatchObject({ ok: true, value: { status: 'confirmed', amountCents: 50_000, bonusCents: 50_000, confirmedAt: NOW + 1 } });
    if (r.ok) expect(turnoverRequiredCents(r.value, 10)).toBe(1_000_000);
  });

  it('caps the confirmed deposit bonus at the maximum', () => {
    const s = store();
    joinActivity(s, account(), 1, NOW);
    expect(confirmActivity(s, account(), 1, 500_000, NOW)).toMatchObject({ ok: true, value: { bonusCents: 88_800 } });
  });

  it('refuses a deposit below the threshold with 6008 and lets a valid one through later', () => {
    const s = store();
    joinActivity(s, account(), 1, NOW);
    expect(confirmActivity(s, account(), 1, 9_999, NOW)).toMatchObject({ ok: false, code: 6008 });
    expect(confirmActivity(s, account(), 1, undefined, NOW)).toMatchObject({ ok: false, code: 6007 });
    expect(confirmActivity(s, account(), 1, 10_000, NOW).ok).toBe(true);
  });

  it('refuses to confirm before joining (6003) and twice (6009)', () => {
    const s = store();
    expect(confirmActivity(s, account(), 2, undefined, NOW)).toMatchObject({ ok: false, code: 6003 });
    joinActivity(s, account(), 2, NOW);
    expect(confirmActivity(s, account(), 2, undefined, NOW).ok).toBe(true);
    expect(confirmActivity(s, account(), 2, undefined, NOW)).toMatchObject({ ok: false, code: 6009 });
  });

  it('fixes a gift activity\'s reward without writing a gift record: the record comes with the money (activity-rewards.ts)', () => {
    const s = store();
    joinActivity(s, account(), 2, NOW);
    expect(confirmActivity(s, account(), 2, undefined, NOW)).toMatchObject({ ok: true, value: { bonusCents: 888, amountCents: null } });
    expect(exchangeRecordsOf(s, 1, { pageNum: 1, pageSize: 15 }).total).toBe(0);
  });

  it('bounds a player\'s gift records, dropping the oldest', () => {
    const s = store();
    const r = { userId: 1, activityId: 2, activityTitle: '签到', giftName: '奖励', points: 0, amountCents: 1, status: 'issued' as const, orderNo: null };
    for (let i = 0; i < EXCHANGE_RECORDS_PER_USER_MAX + 3; i += 1) addExchangeRecord(s, r, NOW + i);
    const page = exchangeRecordsOf(s, 1, { pageNum: 1, pageSize: 1 });
    expect(page.total).toBe(EXCHANGE_RECORDS_PER_USER_MAX);
    expect(page.list[0]?.createdAt).toBe(NOW + EXCHANGE_RECORDS_PER_USER_MAX + 2);
  });

  it('computes the Beijing week: Monday 00:00 to the next Monday', () => {
    const { weekStart, weekEnd } = weekBounds(NOW);
    expect(new Date(weekStart).toISOString()).toBe('2025-06-08T16:00:00.000Z'); // Monday 2025-06-09 00:00 +08:00
    expect(weekEnd - weekStart).toBe(7 * DAY);
    // Sunday 23:59 Beijing time still belongs to the week that began six days earlier.
    expect(weekBounds(Date.UTC(2025, 5, 15, 15, 59)).weekStart).toBe(weekStart);
    expect(weekBounds(Date.UTC(2025, 5, 15, 16, 0)).weekStart).toBe(weekEnd);
  });

  it('gives the weekly VIP bonus of the player\'s level', () => {
    expect(vipWeekInfo(store(), account(), NOW)).toMatchObject({ vipLevel: 3, bonusCents: 5_800, betRequiredCents: 500_000, eligible: true });
    expect(vipWeekInfo(store(), account({ vipLevel: 0 }), NOW)).toMatchObject({ bonusCents: 0, eligible: false });
    expect(vipWeekInfo(store(), account({ vipLevel: 7 }), NOW)).toMatchObject({ bonusCents: 0, eligible: false });
  });

  it('rejects a fixture deposit activity without a deposit rule', () => {
    const bad = { ...base, id: 1, kind: 'firstDeposit', title: 'x', startTime: 0, joinable: true, requirements: req() };
    expect(activitiesFileFixture.safeParse({ activities: [bad], participations: [], exchangeRecords: [], vipWeek: [{ vipLevel: 0, bonusCents: 0, betRequiredCents: 0 }] }).success).toBe(false);
  });
});
