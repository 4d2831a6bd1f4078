import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { createContext, sharedPartsOf, type AppContext } from './context';
import { WORLD_FORMAT_VERSION, WorldImageError, sealWorld } from './world-image';
import { captureWorld, readWorld, testSharedParts } from '../../test-support/worlds';
import { heldCents, journalOf, move, nextOrderNo, transferToVenue, walletOf } from '../money/wallet';
import { pay } from '../money/deposits';
import { advanceSportsbook } from '../sports/sportsbook';
import { sportsbookOf } from './sportsbook';

const config = testConfig();
const base = createContext(config, testSharedParts(config));
const fresh = (): AppContext => createContext(config, sharedPartsOf(base), 'copy');
const PLAYER = 10001;

/** A world that has lived a little: money moved, a deposit waiting, a session, a chat message, an upload, the clock moved. */
function livedWorld(): AppContext {
  const world = createContext(config, sharedPartsOf(base), 'lived');
  const { state } = world;
  const now = world.clock.now();
  transferToVenue(state.wallets, PLAYER, 'AG', 12_345, now);
  move(state.wallets, PLAYER, { from: 'centre', to: 'stakes', amountCents: 5_000, kind: 'bet-stake', orderNo: nextOrderNo(state.wallets, 'S', now), at: now, remark: 'test' });
  const account = state.accounts.get(PLAYER);
  if (!account) throw new Error('no player');
  const deposit = pay(state.deposits, state.wallets, account, { payTypeId: 4, amountCents: 300_00 }, state.currencies, now);
  if (!deposit.ok) throw new Error('no deposit');
  world.sessions.issue(PLAYER, 'device-1');
  state.chat.open('7000101');
  state.chat.post('7000101', { userId: PLAYER, nickname: 'demo', vipLevel: 1 } as never, 'hello', now);
  state.member.uploads.add(PLAYER, { mime: 'image/png', bytes: Buffer.from([1, 2, 3]) }, 'avatar', now);
  world.clock.advance(60_000);
  return world;
}

describe('world image', () => {
  it('restores the same money, accounts, orders, tickets, sessions, rooms, uploads and clock', () => {
    const lived = livedWorld();
    const copy = fresh();
    copy.restore(readWorld(captureWorld(lived)));
    expect(heldCents(copy.state.wallets)).toBe(heldCents(lived.state.wallets));
    expect(copy.state.wallets).toEqual(lived.state.wallets);
    expect(copy.state.accounts).toEqual(lived.state.accounts);
    expect(copy.state.deposits.byUser).toEqual(lived.state.deposits.byUser);
    expect(copy.state.book).toEqual(lived.state.book);
    expect(copy.sessions.dump()).toEqual(lived.sessions.dump());
    expect(copy.clock.offsetMs()).toBe(60_000);
    expect(copy.state.chat.history('7000101', { pageNum: 1, pageSize: 10 }).list.map((m) => m.msg)).toEqual(['hello']);
    const upload = copy.state.member.uploads.dump()[0];
    // Bytes of their own (a Uint8Array over exactly them), whatever the copy made of them: the core sends them as they are.
    expect(upload?.bytes).toBeInstanceOf(Uint8Array);
    expect([...(upload?.bytes ?? [])]).toEqual([1, 2, 3]);
    // Planned timelines come back shared, not copied: the same objects as the live world's.
    const gameId = [...lived.state.world.matches.keys()].at(-1) ?? '';
    expect(copy.state.world.matches.get(gameId)?.timeline).toBe(lived.state.world.matches.get(gameId)?.timeline);
    expect(copy.state.world.plannedToMs).toBe(lived.state.world.plannedToMs);
  });

  it('reads an image saved before the world kept plannedToMs: its next step offers the whole window again', () => {
    const lived = livedWorld();
    const image = readWorld(captureWorld(lived));
    delete (image.state.world as { plannedToMs?: number }).plannedToMs;
    const copy = fresh();
    copy.restore(image);
    expect(copy.state.world.plannedToMs).toBe(-Infinity);
    expect([...copy.state.world.matches.keys()]).toEqual([...lived.state.world.matches.keys()]);
  });

  it('saves no competitions (the fixtures\' own) and reads an image saved with the rosters of before: the loaded world plans the fixtures\' competitions', () => {
    const lived = livedWorld();
    const image = readWorld(captureWorld(lived));
    expect(image.state.world).not.toHaveProperty('competitions');
    (image.state.world as { plannedLeagues?: unknown }).plannedLeagues = [{ league_id: 100822, name: '欧洲杯', gameType: 'FT', entrants: ['德国', '法国'] }];
    const copy = fresh();
    copy.restore(image);
    expect(copy.state.world.competitions).toBe(lived.state.world.competitions);
    expect(copy.state.world).not.toHaveProperty('plannedLeagues');
    copy.clock.advance(60 * 60_000);
    const now = copy.clock.now();
    advanceSportsbook(sportsbookOf(copy), now, true);
    expect(copy.state.world.advancedToMs).toBe(now);
  });

  it('conserves money across a round trip and keeps the copy independent of the original', () => {
    const lived = livedWorld();
    const before = heldCents(lived.state.wallets);
    const copy = fresh();
    copy.restore(readWorld(captureWorld(lived)));
    transferToVenue(copy.state.wallets, PLAYER, 'AG', 1_00, copy.clock.now());
    expect(heldCents(copy.state.wallets)).toBe(before);
    expect(journalOf(walletOf(lived.state.wallets, PLAYER)).length).toBe(journalOf(walletOf(copy.state.wallets, PLAYER)).length - 1);
  });

  it('wires the back office again: a decided deposit still writes its letter in the restored world', () => {
    const copy = fresh();
    copy.restore(readWorld(captureWorld(livedWorld())));
    expect(copy.state.office.subscribers.length).toBe(base.state.office.subscribers.length);
  });

  it('leaves the live world whole when capturing (its back-office wiring is put back)', () => {
    const lived = livedWorld();
    const subscribers = lived.state.office.subscribers.length;
    captureWorld(lived);
    expect(lived.state.office.subscribers.length).toBe(subscribers);
  });

  it('seals a payload into one copy and lets the payload go at once (its memory back now)', () => {
    const payload = new Uint8Array([1, 2, 3]);
    const sealed = sealWorld(payload);
    expect([...sealed.subarray(-3)]).toEqual([1, 2, 3]);
    expect(payload.byteLength).toBe(0);
  });

  it('refuses a function in the state rather than saving half of it', () => {
    const lived = livedWorld();
    (lived.state as unknown as Record<string, unknown>).stray = () => 1;
    expect(() => captureWorld(lived)).toThrow();
  });

  it('refuses another version, a file cut short, an altered byte and something else entirely', () => {
    const bytes = captureWorld(livedWorld());
    const other = Buffer.from(bytes.toString('latin1').replace(`betsite-world ${WORLD_FORMAT_VERSION} `, 'betsite-world 99 '), 'latin1');
    expect(() => readWorld(other)).toThrow(/format version 99, this server reads version 1/);
    expect(() => readWorld(bytes.subarray(0, bytes.length - 10))).toThrow(/cut short/);
    const altered = Buffer.from(bytes);
    altered[altered.length - 5] = (altered[altered.length - 5] ?? 0) ^ 0xff;
    expect(() => readWorld(altered)).toThrow(/corrupt/);
    expect(() => readWorld(Buffer.from('{"hello": 1}\n'))).toThrow(WorldImageError);
  });
});
