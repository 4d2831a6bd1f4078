import { Code, type StatusCode } from '@betsite/contracts/status-codes';
import type { ActivityKind } from '@betsite/contracts/routes/activity';
import { depositBonusCents } from '@betsite/contracts/promotion';
import type { ActivitiesFileFixture, ActivityFixture, ExchangeRecordRow, ParticipationRow, VipWeekLevelFixture } from './activity-fixtures';
import { instantOf } from '../lib/fixture-fields';
import type { Account } from '../accounts/account';
import { type Result, refuse, success } from '../lib/reply';
import { paginate, type Page, type PageRequest } from '../lib/paging';
import { BEIJING_OFFSET_MS, DAY_MS, beijingDay } from '../lib/beijing-time';

/**
 * Activities: configuration, eligibility, joining and confirming, the weekly VIP bonus and the
 * gift records. Money is integer cents; the deposit bonus comes from the helper the client shares
 * (contracts/src/promotion.ts), so the page's preview and the confirmed bonus cannot differ.
 */
export type Activity = ActivityFixture;
export type ActivityStatus = 'upcoming' | 'running' | 'ended';
/** The fixtures' rows are the live records: a player's joining, a gift record, a VIP level's bonus. */
export type Participation = ParticipationRow;
export type ExchangeRecord = ExchangeRecordRow;
export type VipWeekLevel = VipWeekLevelFixture;

export interface Activities {
  byId: Map<number, Activity>;
  /** Key: `${userId}:${activityId}`. */
  participations: Map<string, Participation>;
  exchangeRecords: ExchangeRecord[];
  nextExchangeId: number;
  vipWeek: VipWeekLevel[];
  /**
   * Participation key → valid bets counted towards its bonus's turnover whose records the record
   * window dropped since (engagement/dropped-records.ts). Absent until the first is dropped.
   */
  turnoverCarried?: Map<string, number>;
}

/** Gift records kept per player; the oldest go beyond this. */
export const EXCHANGE_RECORDS_PER_USER_MAX = 500;
/** Kinds whose confirmed reward is paid as a gift and shows in the gift records. */
export const GIFT_KINDS: readonly ActivityKind[] = ['newTask', 'drawGift', 'signGift', 'bettingGift'];

export function createActivities(f: ActivitiesFileFixture, now = 0): Activities {
  const participations = f.participations.map(({ joinedAt, joinedMinutesAgo, confirmedAt, confirmedMinutesAgo, ...p }): Participation => ({
    ...p,
    joinedAt: instantOf(joinedAt, joinedMinutesAgo, now),
    confirmedAt: confirmedAt === null && confirmedMinutesAgo === null ? null : instantOf(confirmedAt, confirmedMinutesAgo, now),
  }));
  return {
    byId: new Map(f.activities.map((a) => [a.id, a])),
    participations: new Map(participations.map((p) => [key(p.userId, p.activityId), p])),
    exchangeRecords: f.exchangeRecords.map(({ createdAt, createdMinutesAgo, ...r }) => ({ ...r, createdAt: instantOf(createdAt, createdMinutesAgo, now) })),
    nextExchangeId: Math.max(0, ...f.exchangeRecords.map((r) => r.id)) + 1,
    vipWeek: [...f.vipWeek].sort((a, b) => a.vipLevel - b.vipLevel),
  };
}

function key(userId: number, activityId: number): string {
  return `${userId}:${activityId}`;
}

export function statusOf(a: Activity, now: number): ActivityStatus {
  if (now < a.startTime) return 'upcoming';
  return a.endTime !== null && now >= a.endTime ? 'ended' : 'running';
}

/**
 * By id; or by kind alone, the running activity of that kind with the lowest id (then any of that
 * kind), for pages without an id such as /activity/friendInvitation.
 */
export function findActivity(store: Activities, by: { id?: number | undefined; kind?: ActivityKind | undefined }, now: number): Result<Activity> {
  const all = [...store.byId.values()].sort((a, b) => a.id - b.id);
  const candidates = all.filter((a) => (by.id === undefined || a.id === by.id) && (by.kind === undefined || a.kind === by.kind));
  const found = candidates.find((a) => statusOf(a, now) === 'running') ?? candidates[0];
  return found ? success(found) : refuse(Code.NOT_FOUND, '活动不存在');
}

export function participationOf(store: Activities, userId: number, activityId: number): Participation | undefined {
  return store.participations.get(key(userId, activityId));
}

export type Requirement = 'running' | 'joinable' | 'vipLevel' | 'bindPhone' | 'bindRealName' | 'notJoined';

export interface Unmet {
  requirement: Requirement;
  code: Exclude<StatusCode, typeof Code.SUCCESS>;
  message: string;
}

/** Every requirement the player does not meet, in the order joinActivity checks them. */
export function unmetRequirements(store: Activities, account: Account, a: Activity, now: number): Unmet[] {
  const unmet: Unmet[] = [];
  const status = statusOf(a, now);
  if (status !== 'running') unmet.push({ requirement: 'running', code: Code.ACCESS_DENIED, message: status === 'upcoming' ? '活动尚未开始' : '活动已结束' });
  if (!a.joinable) unmet.push({ requirement: 'joinable', code: Code.ACCESS_DENIED, message: '该活动无需报名' });
  if (account.vipLevel < a.requirements.vipLevelMin) {
    unmet.push({ requirement: 'vipLevel', code: Code.ACCESS_DENIED, message: `VIP${a.requirements.vipLevelMin}及以上会员才能参加` });
  }
  if (a.requirements.bindPhone && !account.phone) unmet.push({ requirement: 'bindPhone', code: Code.UNBOUND_PHONE, message: '请先绑定手机号' });
  if (a.requirements.bindRealName && !account.realName) unmet.push({ requirement: 'bindRealName', code: Code.BIND_REAL_NAME, message: '请先完善实名信息' });
  if (participationOf(store, account.userId, a.id)) unmet.push({ requirement: 'notJoined', code: Code.DATA_EXISTS, message: '您已参加该活动' });
  return unmet;
}

export function joinActivity(store: Activities, account: Account, activityId: number, now: number): Result<Participation> {
  const found = findActivity(store, { id: activityId }, now);
  if (!found.ok) return found;
  const first = unmetRequirements(store, account, found.value, now)[0];
  if (first) return refuse(first.code, first.message);
  const p: Participation = {
    userId: account.userId, activityId, status: 'joined', joinedAt: now, confirmedAt: null, amountCents: null, bonusCents: 0, depositOrderNo: null, rewardOrderNo: null,
  };
  store.participations.set(key(account.userId, activityId), p);
  return success(p);
}

/**
 * Fixes the bonus of a joined activity. Deposit kinds compute it from the deposit with the shared
 * helper and refuse a deposit under the threshold (a 0 bonus would lock the player out of a later,
 * valid confirmation); the other kinds take their fixed reward. Paying it (ledger, gift record,
 * letter) is activity-rewards.ts's: this only decides. The deposit named must be checked against
 * the player's real deposits first (activity-rewards.ts does).
 */
export function confirmActivity(store: Activities, account: Account, activityId: number, amountCents: number | undefined, now: number): Result<Participation> {
  const found = findActivity(store, { id: activityId }, now);
  if (!found.ok) return found;
  const a = found.value;
  const p = participationOf(store, account.userId, activityId);
  if (!p) return refuse(Code.ACCESS_DENIED, '请先参加活动');
  if (p.status === 'confirmed') return refuse(Code.DATA_EXISTS, '活动奖励已确认，请勿重复提交');
  if (statusOf(a, now) !== 'running') return refuse(Code.ACCESS_DENIED, '活动已结束');
  let bonusCents: number;
  let amount: number | null = null;
  if (a.depositRule) {
    if (amountCents === undefined) return refuse(Code.INVALID_PARAMETER, '请输入存款金额');
    bonusCents = depositBonusCents(amountCents, a.depositRule);
    if (bonusCents === 0) return refuse(Code.ILLEGAL_PARAMETER, '存款金额未达到活动门槛');
    amount = amountCents;
  } else {
    bonusCents = a.rewardCents ?? 0;
  }
  p.status = 'confirmed';
  p.confirmedAt = now;
  p.amountCents = amount;
  p.bonusCents = bonusCents;
  return success(p);
}

/** What must be wagered before the bonus can be withdrawn. */
export function turnoverRequiredCents(p: Participation, turnoverMultiple: number): number {
  return ((p.amountCents ?? 0) + p.bonusCents) * turnoverMultiple;
}

export function addExchangeRecord(store: Activities, r: Omit<ExchangeRecord, 'id' | 'createdAt'>, now: number): ExchangeRecord {
  const mine = store.exchangeRecords.filter((x) => x.userId === r.userId);
  if (mine.length >= EXCHANGE_RECORDS_PER_USER_MAX) {
    const oldest = mine.reduce((a, b) => (b.createdAt < a.createdAt ? b : a));
    store.exchangeRecords.splice(store.exchangeRecords.indexOf(oldest), 1);
  }
  const record: ExchangeRecord = { ...r, id: store.nextExchangeId++, createdAt: now };
  store.exchangeRecords.push(record);
  return record;
}

/**
 * The record window (composition/record-window.ts): forgets the gift records decided (issued or
 * rejected) before `cutoffMs`; a prize still on its way (pending) stays however old.
 */
export function dropDecidedExchangeRecordsBefore(store: Activities, cutoffMs: number): void {
  if (store.exchangeRecords.some((r) => r.status !== 'pending' && r.createdAt < cutoffMs)) {
    store.exchangeRecords = store.exchangeRecords.filter((r) => r.status === 'pending' || r.createdAt >= cutoffMs);
  }
}

export function exchangeRecordsOf(store: Activities, userId: number, query: PageRequest): Page<ExchangeRecord> {
  const mine = store.exchangeRecords.filter((r) => r.userId === userId).sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  return paginate(mine, query);
}

const WEEK_MS = 7 * DAY_MS;

/** The activity week: Monday 00:00 to the next Monday 00:00, Beijing time. */
export function weekBounds(now: number): { weekStart: number; weekEnd: number } {
  const dayIndex = beijingDay(now);
  // 1970-01-01 was a Thursday: (dayIndex + 3) % 7 is 0 on Mondays.
  const sinceMonday = (((dayIndex + 3) % 7) + 7) % 7;
  const weekStart = (dayIndex - sinceMonday) * DAY_MS - BEIJING_OFFSET_MS;
  return { weekStart, weekEnd: weekStart + WEEK_MS };
}

export interface VipWeekInfo {
  vipLevel: number;
  weekStart: number;
  weekEnd: number;
  payoutAt: number;
  bonusCents: number;
  betRequiredCents: number;
  eligible: boolean;
  levels: VipWeekLevel[];
}

export function vipWeekInfo(store: Activities, account: Account, now: number): VipWeekInfo {
  const { weekStart, weekEnd } = weekBounds(now);
  const mine = store.vipWeek.find((l) => l.vipLevel === account.vipLevel);
  return {
    vipLevel: account.vipLevel,
    weekStart,
    weekEnd,
    payoutAt: weekEnd,
    bonusCents: mine?.bonusCents ?? 0,
    betRequiredCents: mine?.betRequiredCents ?? 0,
    eligible: (mine?.bonusCents ?? 0) > 0,
    levels: store.vipWeek,
  };
}
