import { describe, expect, it } from 'vitest';
import {
  applyPlaced, blockedMessage, emptySlip, placeRequest, selectOdd, setMultiple, setStake, STARTED_MESSAGE, takeInPlay, UNAVAILABLE_MESSAGE, type Selection, type SlipState,
} from './bet-slip-state';
import { inPlayOffer, marketViewOf, unavailableEntries, unlistedGameIds } from './slip-markets';

const selection = (gameId: string, wtype: string, rtype: string, live = false): Selection => ({
  gameId, hgid: gameId, gide: `9${gameId}`, team_h: '主', team_c: '客', leagueName: '英超', wtype, rtype, name: rtype, ratio: null, hkMilli: 920, live,
  minCents: 1_000, maxCents: 5_000_000, matchMaxCents: 10_000_000,
});
const gridMatch = (gameId: string, odds: { wtype: string; rtype: string; r?: number; suspended?: boolean }[]) => ({ gameId, odds: odds.map((o) => ({ r: 0.92, ...o })) });

/** Two entries with stakes: 1's 独赢 主 and 2's 大. */
function slipOfTwo(): SlipState {
  let s = setMultiple(emptySlip(), true);
  s = selectOdd(s, selection('1', 'M', 'MH'));
  s = selectOdd(s, selection('2', 'OU', 'OUH'));
  return setStake(setStake(s, '1|M|MH', '10'), '2|OU|OUH', '10');
}

describe('slip entries whose market closed', () => {
  it('marks an entry 已封盘 while its odd is suspended and 已关闭 once the grid no longer lists it', () => {
    const s = slipOfTwo();
    const suspended = marketViewOf([gridMatch('1', [{ wtype: 'M', rtype: 'MH', suspended: true }]), gridMatch('2', [{ wtype: 'OU', rtype: 'OUH' }])]);
    expect([...unavailableEntries(s, suspended)]).toEqual([['1|M|MH', 'suspended']]);
    const removed = marketViewOf([gridMatch('1', [{ wtype: 'R', rtype: 'RH' }]), gridMatch('2', [{ wtype: 'OU', rtype: 'OUH' }])]);
    expect([...unavailableEntries(s, removed)]).toEqual([['1|M|MH', 'closed']]);
  });

  it('reads a price the grid cannot show (r 0) as suspended, as the grid does', () => {
    const view = marketViewOf([gridMatch('1', [{ wtype: 'M', rtype: 'MH', r: 0 }]), gridMatch('2', [{ wtype: 'OU', rtype: 'OUH' }])]);
    expect(unavailableEntries(slipOfTwo(), view).get('1|M|MH')).toBe('suspended');
  });

  it('does not judge an entry of a match the grid does not list (another sport or day shown)', () => {
    const view = marketViewOf([gridMatch('2', [{ wtype: 'OU', rtype: 'OUH' }])]);
    expect(unavailableEntries(slipOfTwo(), view).size).toBe(0);
  });

  it('leaves a placed ticket alone: the server decides it', () => {
    const placed = applyPlaced(slipOfTwo(), ['1|M|MH'], [{ ticket_id: 'T1', active: 'accepted', oddsType: 'H', odds: 0.92, possibleWin: 9.2 }]);
    const view = marketViewOf([gridMatch('1', []), gridMatch('2', [{ wtype: 'OU', rtype: 'OUH' }])]);
    expect(unavailableEntries(placed, view).size).toBe(0);
  });

  it('refuses to build the placeBet request while an entry is suspended or closed, and builds it once it is removed', () => {
    const s = slipOfTwo();
    const view = marketViewOf([gridMatch('1', []), gridMatch('2', [{ wtype: 'OU', rtype: 'OUH' }])]);
    expect(placeRequest(s, unavailableEntries(s, view))).toEqual({ ok: false, message: UNAVAILABLE_MESSAGE });
    const rest = { ...s, entries: s.entries.filter((e) => e.key !== '1|M|MH') };
    const built = placeRequest(rest, unavailableEntries(rest, view));
    expect(built.ok && built.request.entries.map((e) => e.rtype)).toEqual(['OUH']);
  });
});

describe('a pre-match entry whose match kicks off', () => {
  /** Match 1 read by the slip (it left the 今日 grid): in play, its 独赢 主 offered at 1.25 in play. */
  type Odd = { wtype: string; rtype: string; r: number; ratio: string | null; suspended?: boolean };
  const kickedOff = (odds: Odd[] = [{ wtype: 'M', rtype: 'MH', r: 1.25, ratio: null }]) => ({ gameId: '1', isLive: true, gameStatus: '1', odds });

  it('is 赛事已开赛, whether the grid lists the match in play or the slip read it, and offers the in-play price', () => {
    const s = slipOfTwo();
    for (const view of [marketViewOf([], [kickedOff()]), marketViewOf([kickedOff()])]) {
      expect(unavailableEntries(s, view).get('1|M|MH')).toBe('started');
      expect(inPlayOffer(view, s.entries[0]!)).toEqual({ hkMilli: 1250, ratio: null });
    }
  });

  it('offers nothing while the same play and side is not offered in play, or is suspended', () => {
    const s = slipOfTwo();
    expect(inPlayOffer(marketViewOf([], [kickedOff([])]), s.entries[0]!)).toBeNull();
    expect(inPlayOffer(marketViewOf([], [kickedOff([{ wtype: 'M', rtype: 'MH', r: 1.25, ratio: null, suspended: true }])]), s.entries[0]!)).toBeNull();
    expect(unavailableEntries(s, marketViewOf([], [kickedOff([])])).get('1|M|MH')).toBe('started');
  });

  it('is never sent, and says why first; taking the in-play price makes it an in-play entry that can be', () => {
    const s = slipOfTwo();
    const view = marketViewOf([], [kickedOff()]);
    expect(placeRequest(s, unavailableEntries(s, view))).toEqual({ ok: false, message: STARTED_MESSAGE });
    const taken = takeInPlay(s, '1|M|MH', { hkMilli: 1250, ratio: null });
    expect(taken.entries[0]).toMatchObject({ live: true, hkMilli: 1250, stake: '10', betting: null });
    expect(unavailableEntries(taken, view).size).toBe(0);
    const built = placeRequest(taken, unavailableEntries(taken, view));
    expect(built.ok && built.request.entries.map((e) => [e.rtype, e.r])).toEqual([['MH', 1.25], ['OUH', 0.92]]);
  });

  it('takes the in-play line too: a handicap moved since the pick is sent at its line now', () => {
    let s = selectOdd(emptySlip(), { ...selection('1', 'R', 'RH'), ratio: '0/0.5' });
    s = setStake(s, '1|R|RH', '10');
    const taken = takeInPlay(s, '1|R|RH', { hkMilli: 780, ratio: '0.5' });
    const built = placeRequest(taken);
    expect(built.ok && built.request.entries[0]).toMatchObject({ ratio: '0.5', r: 0.78 });
  });

  it('leaves an entry picked in play alone when its match is in play', () => {
    const s = setStake(selectOdd(emptySlip(), selection('1', 'M', 'MH', true)), '1|M|MH', '10');
    expect(unavailableEntries(s, marketViewOf([], [kickedOff()])).size).toBe(0);
  });

  it('is 盘口已关闭 once its match is over or gone from the book', () => {
    const s = slipOfTwo();
    expect(unavailableEntries(s, marketViewOf([], [{ ...kickedOff(), isLive: false, gameStatus: '2', odds: [] }])).get('1|M|MH')).toBe('closed');
    expect(unavailableEntries(s, marketViewOf([], [], ['1'])).get('1|M|MH')).toBe('closed');
  });

  it('says the kick-off before a closed market: it has a way out besides removing', () => {
    const s = slipOfTwo();
    expect(blockedMessage(s, new Map([['2|OU|OUH', 'closed' as const], ['1|M|MH', 'started' as const]]))).toBe(STARTED_MESSAGE);
    expect(blockedMessage(s, new Map([['2|OU|OUH', 'closed' as const]]))).toBe(UNAVAILABLE_MESSAGE);
    expect(blockedMessage(s, new Map())).toBeNull();
  });

  it('reads itself the matches of entries to be placed that the grid does not list, once each', () => {
    let s = setMultiple(emptySlip(), true);
    s = selectOdd(s, selection('3', 'M', 'MH'));
    s = selectOdd(s, selection('1', 'OU', 'OUH'));
    s = selectOdd(s, selection('2', 'M', 'MH'));
    expect(unlistedGameIds(s, [{ gameId: '2' }])).toEqual(['1', '3']);
    const placed = applyPlaced(s, ['3|M|MH'], [{ ticket_id: 'T1', active: 'accepted', oddsType: 'H', odds: 0.92, possibleWin: 9.2 }]);
    expect(unlistedGameIds(placed, [])).toEqual(['1', '2']);
  });
});
