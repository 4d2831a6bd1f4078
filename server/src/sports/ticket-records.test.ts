import { describe, expect, it } from 'vitest';
import type { Ticket } from './book';
import { ticketRecord, type SportsVenue } from './ticket-records';

const venue: SportsVenue = { enName: 'CRTY', channelCode: 'CRTY', venueName: '皇冠体育', category: 1 };

const ticket = (hkMilli: number, lineQuarters: number | null = null): Ticket => ({
  id: 'B20261118100000000001', userId: 1, series: false, oddsType: 'H', stakeCents: 10_000, euroMilli: hkMilli + 1000,
  possibleWinCents: hkMilli * 10, state: 'accepted', rejection: null, newHkMilli: null, createdAt: 0, confirmAt: null,
  limitClass: 'major', day: 0, result: null, payoutCents: 0, settledAt: null, seq: 1,
  legs: [{
    gameId: '7000101', wtype: 'R', rtype: 'RH', lineQuarters, hkMilli, matchId: 'm1', gameType: 'FT', leagueName: '英格兰超级联赛',
    teamH: '曼彻斯特城', teamC: '阿森纳', sideName: '曼彻斯特城', live: false, result: null,
  }],
});

describe('ticketRecord', () => {
  it('prints a leg at the price the grid shows: three decimals when the third is not zero', () => {
    expect(ticketRecord(ticket(757, 2), venue).betContent).toBe('曼彻斯特城 vs 阿森纳 曼彻斯特城 0.5 @0.757');
  });

  it('prints two decimals when the third is zero, as the grid does', () => {
    expect(ticketRecord(ticket(920), venue).betContent).toBe('曼彻斯特城 vs 阿森纳 曼彻斯特城 @0.92');
  });
});
