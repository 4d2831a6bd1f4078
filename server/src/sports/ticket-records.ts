import { BET_STATUS } from '@betsite/contracts/routes/record';
import { validBetCents } from '@betsite/contracts/payout';
import { baseResult } from '@betsite/contracts/sportsbook';
import { formatOdds, oddsText } from '@betsite/contracts/odds';
import type { BetRecord } from '../venues/bet-records';
import { isSettled, type Ticket } from './book';
import { ratioOf } from './match-view';

/**
 * The readable bet record of a sportsbook ticket (record/betRecordList): written when the ticket
 * is placed and replaced as it is confirmed, settled or restored, under the ticket's number.
 */

export interface SportsVenue {
  enName: string;
  /** The venue wallet stakes come from and payouts go to. */
  channelCode: string;
  venueName: string;
  category: number;
}

/** A leg as the record reads: the hong kong price printed as the grid prints it (0.757, never 0.76). */
const legText = (l: Ticket['legs'][number]) => {
  const ratio = ratioOf(l);
  return `${l.teamH} vs ${l.teamC} ${l.sideName}${ratio === null ? '' : ` ${ratio}`} @${oddsText(formatOdds(l.hkMilli, 'H'))}`;
};

export function ticketRecord(t: Ticket, venue: SportsVenue): BetRecord {
  const settled = isSettled(t);
  const base = settled && t.result !== null ? baseResult(t.result) : null;
  return {
    orderNo: t.id,
    userId: t.userId,
    enName: venue.enName,
    venueName: venue.venueName,
    category: venue.category,
    gameName: t.series ? `串关 ${t.legs.length}串1` : (t.legs[0]?.leagueName ?? ''),
    betContent: t.legs.map(legText).join(' / '),
    betCents: t.stakeCents,
    validBetCents: settled && t.result !== null ? validBetCents(t.result, t.stakeCents) : t.stakeCents,
    winCents: settled ? t.payoutCents : 0,
    odds: t.euroMilli / 1000,
    result: settled ? base : t.result === 'A' ? 'A' : null,
    status: !settled ? BET_STATUS.unsettled : base === 'D' ? BET_STATUS.cancelled : BET_STATUS.settled,
    betTime: t.createdAt,
    settleTime: settled ? t.settledAt : null,
  };
}
