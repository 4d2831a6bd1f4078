import { describe, expect, it } from 'vitest';
import { applyPlaced, emptySlip, placeRequest, selectOdd, setMultiple, setStake, UNAVAILABLE_MESSAGE, type Selection, type SlipState } from './bet-slip-state';
import { marketViewOf, unavailableEntries } from './slip-markets';

const selection = (gameId: string, wtype: string, rtype: string): Selection => ({
  gameId, hgid: gameId, gide: `9${gameId}`, team_h: '主', team_c: '客', leagueName: '英超', wtype, rtype, name: rtype, ratio: null, hkMilli: 920,
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
