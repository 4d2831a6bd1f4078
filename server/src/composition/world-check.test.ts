import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { createContext } from './context';
import { captureWorld, readWorld, WorldImageError, type WorldImage } from './world-image';
import { checkWorldImage, STATE_SLICES } from './world-check';

const world = createContext(testConfig());
/** A world of the fixtures as a load reads it back: a fresh copy each call, to break. */
const image = (): WorldImage => readWorld(captureWorld(world));
const PLAYER = 10001;

describe('a world image checked for shape', () => {
  it('knows every slice a world of this server saves, and passes one', () => {
    expect(Object.keys(STATE_SLICES).sort()).toEqual(Object.keys(image().state).sort());
    expect(() => checkWorldImage(image())).not.toThrow();
  });

  it.each([
    ['an empty object', () => ({}), /not a world of this server: sandbox/],
    ['not an object', () => 'world', /not a world of this server/],
    ['no wallets', () => {
      const i = image();
      delete (i.state as Partial<WorldImage['state']>).wallets;
      return i;
    }, /state\.wallets: Required/],
    ['a slice of the wrong kind', () => {
      const i = image();
      (i.state as unknown as Record<string, unknown>).accounts = [];
      return i;
    }, /state\.accounts: Input not instance of Map/],
    ['a string balance', () => {
      const i = image();
      (i.state.wallets.byUser.get(PLAYER) as unknown as Record<string, unknown>).centreCents = '100000';
      return i;
    }, /wallet of player 10001 .*centreCents: Expected number, received string/],
    ['a balance below zero', () => {
      const i = image();
      i.state.wallets.byUser.get(PLAYER)!.centreCents = -5e15;
      return i;
    }, /wallet of player 10001 .*centreCents: Number must be greater than or equal to 0/],
    ['a venue balance past the safe integers', () => {
      const i = image();
      i.state.wallets.byUser.get(PLAYER)!.venues.set('AG', 2 ** 60);
      return i;
    }, /wallet of player 10001 .*venues/],
    ['money that is not whole cents, outside the wallets', () => {
      const i = image();
      const ticket = [...i.state.book.byId.values()][0] as unknown as Record<string, unknown>;
      ticket.stakeCents = 10.5;
      return i;
    }, /money must be a safe integer of cents: state\.book\..*\.stakeCents is 10\.5/],
    ['a session without its token', () => {
      const i = image();
      i.sessions = [{ userId: PLAYER } as never];
      return i;
    }, /sessions\.0\.token: Required/],
  ])('refuses %s, saying what and where', (_what, make, why) => {
    expect(() => checkWorldImage(make())).toThrow(WorldImageError);
    expect(() => checkWorldImage(make())).toThrow(why);
  });
});
