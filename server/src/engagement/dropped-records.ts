import { BET_STATUS } from '@betsite/contracts/routes/record';
import type { BetRecord } from '../venues/bet-records';
import type { Activities } from './activities';
import type { VipProgressStore } from './vip-levels';
import { REBATE_CATEGORY_OF } from './valid-bets';

/**
 * What the record window (composition/record-window.ts) drops but a count still reaches back to:
 * VIP progress counts valid bets since the state began, a bonus's turnover the valid bets since
 * its confirmation, however long ago. Those counts keep the dropped records' share as a number per
 * player (per participation), so dropping a record changes no count. (Deposits folded out of a
 * ledger are carried by its carried-forward entry: money/wallet.ts.)
 */

/** Dropped bet records, still counted by VIP progress and by the turnover of every bonus confirmed before they settled. */
export function keepCountsOfDroppedBets(progress: VipProgressStore, activities: Activities, dropped: readonly BetRecord[]): void {
  const confirmedOf = new Map<number, { key: string; confirmedAt: number }[]>();
  for (const [key, p] of activities.participations) {
    if (p.confirmedAt === null || p.rewardOrderNo === null) continue;
    const mine = confirmedOf.get(p.userId) ?? [];
    mine.push({ key, confirmedAt: p.confirmedAt });
    confirmedOf.set(p.userId, mine);
  }
  for (const r of dropped) {
    if (r.status !== BET_STATUS.settled || r.settleTime === null || r.validBetCents === 0 || !REBATE_CATEGORY_OF[r.category]) continue;
    if (r.settleTime >= progress.since) {
      progress.carriedBetCents ??= new Map();
      progress.carriedBetCents.set(r.userId, (progress.carriedBetCents.get(r.userId) ?? 0) + r.validBetCents);
    }
    for (const p of confirmedOf.get(r.userId) ?? []) {
      if (r.settleTime < p.confirmedAt) continue;
      activities.turnoverCarried ??= new Map();
      activities.turnoverCarried.set(p.key, (activities.turnoverCarried.get(p.key) ?? 0) + r.validBetCents);
    }
  }
}
