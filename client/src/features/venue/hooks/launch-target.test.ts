import { describe, expect, it } from 'vitest';
import { launchTarget, needsTransferFirst, proposedAmount } from './launch-target';

describe('where a launch url opens', () => {
  it('opens an http url in a tab, the local sport route in the app, another / url in a tab on our origin, anything else in the game frame', () => {
    expect(launchTarget('https://games.example/lobby?t=1')).toEqual({ kind: 'tab', url: 'https://games.example/lobby?t=1' });
    expect(launchTarget('/game/sport/CRTY?token=x')).toEqual({ kind: 'route', path: '/game/sport/CRTY?token=x' });
    expect(launchTarget('/__provider/play?token=x')).toEqual({ kind: 'tab', url: '/__provider/play?token=x' });
    expect(launchTarget('Zx9_token-abc')).toEqual({ kind: 'frame', path: '/dz/game?url=Zx9_token-abc' });
  });
});

describe('the transfer-then-enter step', () => {
  const off = { status: 0 as const, activity: null };
  it('is offered only when automatic transfer is off and the venue wallet is empty', () => {
    expect(needsTransferFirst(off, 'EVO', 0)).toBe(true);
    expect(needsTransferFirst(off, 'EVO', 1)).toBe(false);
    expect(needsTransferFirst({ status: 1, activity: null }, 'EVO', 0)).toBe(false);
  });

  it('is not offered when an activity holds another venue (the entry answers 6413), but is for the activity\'s own venue', () => {
    const locked = { status: 0 as const, activity: { channelCode: 'PG' } };
    expect(needsTransferFirst(locked, 'EVO', 0)).toBe(false);
    expect(needsTransferFirst(locked, 'PG', 0)).toBe(true);
  });

  it('proposes the whole centre wallet with two decimals, nothing when it is empty', () => {
    expect(proposedAmount(8888)).toBe('8888.00');
    expect(proposedAmount(0)).toBe('');
    expect(proposedAmount(undefined)).toBe('');
  });
});
