import { describe, expect, it } from 'vitest';
import { launchTarget } from './use-enter-venue';

describe('where a launch url opens', () => {
  it('opens an http url directly, a / url on our origin, anything else in the game frame', () => {
    expect(launchTarget('https://games.example/lobby?t=1')).toEqual({ kind: 'external', url: 'https://games.example/lobby?t=1' });
    expect(launchTarget('/game/sport/CRTY?token=x')).toEqual({ kind: 'internal', path: '/game/sport/CRTY?token=x' });
    expect(launchTarget('game://slot/123')).toEqual({ kind: 'frame', path: '/dz/game?url=game%3A%2F%2Fslot%2F123' });
  });
});
