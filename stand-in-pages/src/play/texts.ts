import type { ProviderRound, ProviderSession } from '@betsite/contracts/provider';
import type { GameKind } from './renderers/renderer';
import { timeOfDay, yuan } from '../shared/format';

/** The action button of each kind. */
export const ACTIONS: Record<GameKind, string> = { slot: '旋转', fish: '射击', baccarat: '发牌', dice: '摇骰', cards: '开牌', lottery: '购买', match: '投注' };

const OUTCOMES: Record<ProviderRound['outcome'], string> = { win: '赢', lose: '输', push: '和局', pending: '待开奖' };

/** A recent round's result cell: what happened and how it ended. */
export const resultText = (r: Pick<ProviderRound, 'detail' | 'outcome'>): string => `${r.detail}（${OUTCOMES[r.outcome]}）`;

/** The activity line over the stage: the lock's turnover progress, or that it is met. */
export function activityText(activity: NonNullable<ProviderSession['activity']>): string {
  return activity.met
    ? `活动「${activity.activityName}」流水已达标，资金可以转出`
    : `活动「${activity.activityName}」流水 ${yuan(activity.turnoverDone)} / ${yuan(activity.turnoverTarget)}，达标前资金无法转出`;
}

/** What the round paid, said once the stage has settled on it. */
export function verdictOf(r: Pick<ProviderRound, 'outcome' | 'payout' | 'jackpot' | 'drawAt'>): string {
  if (r.outcome === 'pending') return `已购买，${r.drawAt === null ? '' : timeOfDay(r.drawAt)} 开奖`;
  if (r.outcome === 'win') return `赢得 ${yuan(r.payout)}${r.jackpot > 0 ? `（含奖池 ${yuan(r.jackpot)}）` : ''}`;
  return r.outcome === 'push' ? `和局，退回 ${yuan(r.payout)}` : '未中奖';
}

/** A waiting lottery ticket's line. */
export const ticketText = (t: ProviderSession['tickets'][number]): string => `${t.betContent} ${yuan(t.stake)}，${timeOfDay(t.drawAt)} 开奖`;
