import { describe, expect, it } from 'vitest';
import {
  acceptNewPrices, dropAccepted, hasMovedPrice, oddsText, applyPlaced, applyStatus, emptySlip, entryGameId, entryWinAmount, placeRequest, repriceEntries, selectOdd, seriesWinAmount,
  setMultiple, setOddsType, setSeries, setSeriesStake, setStake, shownOdds, type Selection, type SlipState,
} from './bet-slip-state';

function odd(gameId: string, rtype = 'RH', over: Partial<Selection> = {}): Selection {
  const wtype = over.wtype ?? (rtype.startsWith('OU') ? 'OU' : rtype.startsWith('M') ? 'M' : 'R');
  return {
    gameId, hgid: gameId, gide: `9${gameId}`, team_h: `主${gameId}`, team_c: `客${gameId}`, leagueName: '英超',
    wtype, rtype, name: rtype, ratio: wtype === 'M' ? null : '0/0.5', hkMilli: 920, live: false,
    minCents: 1_000, maxCents: 5_000_000, matchMaxCents: 10_000_000, ...over,
  };
}

const multi = (): SlipState => setMultiple(emptySlip(), true);
const keys = (s: SlipState) => s.entries.map((e) => e.key);

describe('selecting odds', () => {
  it('toggles: the same odd twice leaves the slip empty', () => {
    const once = selectOdd(emptySlip(), odd('1'));
    expect(once.entries).toHaveLength(1);
    expect(selectOdd(once, odd('1')).entries).toHaveLength(0);
  });

  it('keeps one entry outside multiple mode', () => {
    const s = selectOdd(selectOdd(emptySlip(), odd('1')), odd('2'));
    expect(keys(s)).toEqual(['2|R|RH']);
  });

  it('replaces an entry of the same match in multiple mode', () => {
    const s = selectOdd(selectOdd(selectOdd(multi(), odd('1')), odd('2')), odd('1', 'OUH'));
    expect(keys(s)).toEqual(['2|R|RH', '1|OU|OUH']);
  });

  it('replaces an entry with the same game id (a first-half play uses hgid)', () => {
    const half = odd('5', 'HRH', { wtype: 'HR', hgid: '1' });
    expect(entryGameId(half)).toBe('1');
    const s = selectOdd(selectOdd(multi(), odd('1')), half);
    expect(keys(s)).toEqual(['5|HR|HRH']);
  });

  it('refuses to mix champion and normal entries with 冠军投注不可与其他投注混合', () => {
    const s = selectOdd(selectOdd(multi(), odd('1')), odd('8', 'FS1', { wtype: 'FS', ratio: null }));
    expect(keys(s)).toEqual(['1|R|RH']);
    expect(s.notice).toBe('冠军投注不可与其他投注混合');
  });

  it('holds at most 10 entries: the 11th answers 投注项数量已达上限', () => {
    let s = multi();
    for (let i = 1; i <= 10; i++) s = selectOdd(s, odd(String(i)));
    const full = selectOdd(s, odd('11'));
    expect(full.entries).toHaveLength(10);
    expect(full.notice).toBe('投注项数量已达上限');
  });

  it('is blocked with 当前还有订单正在确认中，请稍等 while a ticket is in delay', () => {
    const s = applyPlaced({ ...selectOdd(emptySlip(), odd('1')), entries: [{ ...selectOdd(emptySlip(), odd('1')).entries[0]!, stake: '10' }] }, ['1|R|RH'], [
      { ticket_id: 'B1', active: 'delay', oddsType: 'H', odds: 0.92, possibleWin: 9.2 },
    ]);
    const blocked = selectOdd(s, odd('2'));
    expect(keys(blocked)).toEqual(['1|R|RH']);
    expect(blocked.notice).toBe('当前还有订单正在确认中，请稍等');
    const accepted = applyStatus(s, [{ ticket_id: 'B1', active: 'accepted', oddsType: 'H', odds: 0.92, possibleWin: 9.2 }]);
    expect(keys(selectOdd(accepted, odd('2')))).toEqual(['2|R|RH']);
  });
});

describe('modes', () => {
  it('turning multiple mode off keeps only the latest entry', () => {
    const s = setMultiple(selectOdd(selectOdd(multi(), odd('1')), odd('2')), false);
    expect(keys(s)).toEqual(['2|R|RH']);
  });

  it('series mode forces hong kong odds and keeps them while on', () => {
    const s = setSeries(setOddsType(emptySlip(), 'M'), true);
    expect(s.oddsType).toBe('H');
    expect(setOddsType(s, 'E').oddsType).toBe('H');
    expect(setOddsType(setSeries(s, false), 'E').oddsType).toBe('E');
  });

  it('series mode marks entries of one match invalid and does not send them', () => {
    let s = setSeries(emptySlip(), true);
    s = selectOdd(selectOdd(selectOdd(s, odd('1')), odd('2')), odd('1', 'OUH'));
    expect(s.entries.map((e) => e.isInvalid)).toEqual([true, false, true]);
    const sent = placeRequest(setSeriesStake(selectOdd(s, odd('3')), '100'));
    expect(sent.ok && sent.request.entries.map((e) => e.gameId)).toEqual(['2', '3']);
  });

  it('turning series mode off keeps the latest entry of each match', () => {
    let s = setSeries(emptySlip(), true);
    s = setSeries(selectOdd(selectOdd(s, odd('1')), odd('1', 'OUH')), false);
    expect(keys(s)).toEqual(['1|OU|OUH']);
    expect(s.entries[0]!.isInvalid).toBe(false);
  });
});

describe('stakes and wins', () => {
  it('clamps a stake to the smaller max limit with a visible note', () => {
    const s = selectOdd(emptySlip(), odd('1', 'RH', { maxCents: 50_000, matchMaxCents: 100_000 }));
    const clamped = setStake(s, '1|R|RH', '800');
    expect(clamped.entries[0]!.stake).toBe('500');
    expect(clamped.clampNote).toBe('投注金额已调整为最高限额 500');
  });

  it('floors the clamped stake to a whole yuan when it is above the second limit too', () => {
    const s = selectOdd(emptySlip(), odd('1', 'RH', { maxCents: 100_000, matchMaxCents: 80_050 }));
    expect(setStake(s, '1|R|RH', '2000').entries[0]!.stake).toBe('800');
  });

  it('leaves a stake within the limits as typed, without a note', () => {
    const s = setStake(selectOdd(emptySlip(), odd('1')), '1|R|RH', '12.5');
    expect(s.entries[0]!.stake).toBe('12.5');
    expect(s.clampNote).toBeNull();
  });

  it('shows the win as amount times odds to 2 decimals, 0 when the amount is not a number', () => {
    expect(entryWinAmount({ stake: '33.3', hkMilli: 920 })).toBe(30.64);
    expect(entryWinAmount({ stake: 'abc', hkMilli: 920 })).toBe(0);
    expect(entryWinAmount({ stake: '', hkMilli: 920 })).toBe(0);
  });

  it('prices a series as the product of its legs (hong kong)', () => {
    let s = setSeries(emptySlip(), true);
    s = setSeriesStake(selectOdd(selectOdd(s, odd('1')), odd('2', 'RH', { hkMilli: 850 })), '100');
    // 1.92 x 1.85 = 3.552 -> 2.552 hong kong
    expect(seriesWinAmount(s)).toBe(255.2);
  });

  it('shows each price in the slip odds type from the exact price', () => {
    expect(shownOdds({ oddsType: 'M' }, { hkMilli: 1250 })).toBe(-0.8);
    expect(shownOdds({ oddsType: 'E' }, { hkMilli: 920 })).toBe(1.92);
  });
});

describe('placing', () => {
  it('needs a stake on every single bet', () => {
    const s = selectOdd(emptySlip(), odd('1'));
    expect(placeRequest(s)).toEqual({ ok: false, message: expect.any(String) as string });
    const sent = placeRequest(setStake(s, '1|R|RH', '10'));
    expect(sent.ok && sent.request).toEqual({ oddsType: 'H', series: 0, entries: [{ gameId: '1', wtype: 'R', rtype: 'RH', ratio: '0/0.5', r: 0.92, stake: '10' }] });
  });

  it('sends the prices in the slip odds type', () => {
    const s = setStake(setOddsType(selectOdd(emptySlip(), odd('1', 'RH', { hkMilli: 1250 })), 'M'), '1|R|RH', '10');
    const sent = placeRequest(s);
    expect(sent.ok && sent.request.entries[0]!.r).toBe(-0.8);
  });

  it('takes a moved price the player accepts (newR in the ticket odds type)', () => {
    const s = setStake(setOddsType(selectOdd(emptySlip(), odd('1')), 'M'), '1|R|RH', '10');
    const refused = applyPlaced(s, ['1|R|RH'], [{ ticket_id: 'B1', active: 'rejected', reason: { code: 'ODDS_CHANGED', message: '赔率已变化，请重新确认' }, oddsType: 'M', odds: 0.92, possibleWin: 9.2, newR: -0.8 }]);
    expect(refused.entries[0]!.betting).toMatchObject({ active: 'rejected', reason: '赔率已变化，请重新确认', newHkMilli: 1250 });
    const taken = acceptNewPrices(refused);
    expect(taken.entries[0]).toMatchObject({ hkMilli: 1250, betting: null });
  });

  it('asks to accept a new price only for a series refused for a moved price', () => {
    let s = setSeriesStake(selectOdd(selectOdd(setSeries(emptySlip(), true), odd('1')), odd('2')), '10');
    const refused = (code: string) => applyPlaced(s, ['x'], [{ ticket_id: 'B1', active: 'rejected', reason: { code, message: '' }, oddsType: 'H', odds: 0.92, possibleWin: 9.2 }]);
    expect(hasMovedPrice(refused('ODDS_CHANGED'))).toBe(true);
    expect(hasMovedPrice(refused('MARKET_SUSPENDED'))).toBe(false);
    s = applyPlaced(s, ['x'], [{ ticket_id: 'B1', active: 'accepted', oddsType: 'H', odds: 0.92, possibleWin: 9.2 }]);
    expect(dropAccepted(s).entries).toEqual([]);
  });

  it('clamps the series stake to the series max', () => {
    const s = setSeriesStake(selectOdd(selectOdd(setSeries(emptySlip(), true), odd('1')), odd('2')), '20000');
    expect(s.seriesStake).toBe('10000');
    expect(s.clampNote).not.toBeNull();
  });

  it('re-prices a refused series from the grid', () => {
    let s = setSeries(emptySlip(), true);
    s = selectOdd(selectOdd(s, odd('1')), odd('2'));
    const taken = repriceEntries(s, new Map([['1|R|RH', 700]]));
    expect(taken.entries.map((e) => e.hkMilli)).toEqual([700, 920]);
  });
});

describe('the booked price', () => {
  const placed = () => setStake(selectOdd(emptySlip(), odd('1', 'RH', { hkMilli: 4902 })), '1|R|RH', '20');

  it('keeps the ticket odds and possible win once accepted, not the price sent', () => {
    const held = applyPlaced(placed(), ['1|R|RH'], [{ ticket_id: 'B1', active: 'delay', oddsType: 'H', odds: 4.902, possibleWin: 98.04 }]);
    expect(held.entries[0]!.betting?.booked).toBeUndefined();
    const accepted = applyStatus(held, [{ ticket_id: 'B1', active: 'accepted', oddsType: 'H', odds: 4.926, possibleWin: 98.52 }]);
    expect(accepted.entries[0]!.betting?.booked).toEqual({ odds: 4.926, possibleWin: 98.52 });
  });

  it('books nothing for a refused ticket', () => {
    const refused = applyPlaced(placed(), ['1|R|RH'], [{ ticket_id: 'B1', active: 'rejected', reason: { code: 'INSUFFICIENT_BALANCE', message: '余额不足' }, oddsType: 'H', odds: 4.902, possibleWin: 98.04 }]);
    expect(refused.entries[0]!.betting?.booked).toBeUndefined();
  });

  it('keeps the series ticket odds once accepted', () => {
    const s = setSeriesStake(selectOdd(selectOdd(setSeries(emptySlip(), true), odd('1')), odd('2')), '10');
    const accepted = applyPlaced(s, ['x'], [{ ticket_id: 'B1', active: 'accepted', oddsType: 'H', odds: 2.686, possibleWin: 26.86 }]);
    expect(accepted.seriesBetting?.booked).toEqual({ odds: 2.686, possibleWin: 26.86 });
  });
});

describe('printing a price', () => {
  it('keeps two decimals, three when the third is not zero', () => {
    expect([0.92, 1, -1.087, 2.5].map(oddsText)).toEqual(['0.92', '1.00', '-1.087', '2.50']);
  });
});
