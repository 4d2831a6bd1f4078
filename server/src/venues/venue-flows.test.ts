import { describe, expect, it } from 'vitest';
import { Code } from '@betsite/contracts/status-codes';
import type { State } from '../composition/state';
import type { Clock } from '../lib/clock';
import { freshStateBeforeEach } from '../../test-support/state';
import { heldCents, walletOf } from '../money/wallet';
import { launch, recycleAll } from './venues';

/** The venue flows over the money part of the state (wallet-flows.test.ts), built from the real fixtures. */
/** The site session the games are launched from; these tests keep it alive (routes test its end). */
const SESSION = 'a-live-session';
const T0 = Date.UTC(2026, 0, 15, 4, 0, 0);
const DEMO01 = 10001;
const VIP = 10003;

let state: State;
let clock: Clock;
freshStateBeforeEach(T0, (fresh) => ({ state, clock } = fresh));
const now = () => clock.now();

describe('venues: activity locks, maintenance and automatic transfer', () => {
  it('answers 6413 when the activity lock keeps vip888 in PG and another venue is launched', () => {
    const r = launch(state.games, state.wallets, VIP, { enName: 'AGZR', gameCode: '', session: SESSION }, state.settings, now());
    expect(r).toMatchObject({ ok: false, code: Code.VENUE_ACTIVITY, data: { channelCode: 'PG', activityName: '电子周周乐' } });
  });

  it('lets vip888 enter the activity venue with automatic transfer, recycling the other wallets but moving nothing into the locked one', () => {
    const w = walletOf(state.wallets, VIP);
    const pgBefore = w.venues.get('PG') ?? 0;
    const total = heldCents(state.wallets);
    const r = launch(state.games, state.wallets, VIP, { enName: 'PGDZ', gameCode: 'PG_1001', session: SESSION }, state.settings, now());
    expect(r.ok).toBe(true);
    // EVO and IM came back to the centre wallet; the locked PG wallet kept only the activity's money.
    expect(w.venues.get('EVO')).toBeUndefined();
    expect(w.venues.get('IM')).toBeUndefined();
    expect(w.venues.get('PG')).toBe(pgBefore);
    expect(w.centreCents).toBe(135_018_800 - pgBefore);
    expect(heldCents(state.wallets)).toBe(total);
  });

  it('moves the whole centre wallet into an unlocked venue with automatic transfer on', () => {
    const w = walletOf(state.wallets, DEMO01);
    w.autoTransfer = true;
    const total = w.centreCents + [...w.venues.values()].reduce((a, b) => a + b, 0);
    const sportsCents = w.venues.get('CR') ?? 0;
    expect(sportsCents).toBeGreaterThan(0);
    expect(launch(state.games, state.wallets, DEMO01, { enName: 'EVOZR', gameCode: '', session: SESSION }, state.settings, now()).ok).toBe(true);
    expect(w.centreCents).toBe(0);
    // Every other wallet came back and went in, but the sportsbook's: a player may be betting from it.
    expect(new Map(w.venues)).toEqual(new Map([['EVO', total - sportsCents], ['CR', sportsCents]]));
  });

  it('leaves the sportsbook\'s wallet alone on entering another venue, yet 一键回收 still takes it', () => {
    const w = walletOf(state.wallets, DEMO01);
    w.autoTransfer = true;
    const sportsCents = w.venues.get('CR') ?? 0;
    expect(launch(state.games, state.wallets, DEMO01, { enName: 'PGDZ', gameCode: 'PG_1001', session: SESSION }, state.settings, now()).ok).toBe(true);
    expect(w.venues.get('CR')).toBe(sportsCents);
    recycleAll(state.games, state.wallets, DEMO01, state.settings, now());
    expect(w.venues.get('CR')).toBeUndefined();
  });

  it('answers our own page in the three launch forms: a path, an absolute http url, a bare code', () => {
    const at = (enName: string, gameCode = '') => {
      const r = launch(state.games, state.wallets, DEMO01, { enName, gameCode, origin: 'http://127.0.0.1:3000', session: SESSION }, state.settings, now());
      if (!r.ok) throw new Error(`launch ${enName} answered ${r.code}`);
      return r.value.url;
    };
    expect(at('PGDZ', 'PG_1001')).toMatch(/^\/__provider\/play\?token=[\w-]+&langx=zh-cn&gameCode=PG_1001$/);
    expect(at('EVOZR')).toMatch(/^http:\/\/127\.0\.0\.1:3000\/__provider\/play\?token=/);
    expect(at('JDBBY', 'JDBBY_1001')).toMatch(/^[\w-]{32}$/);
    expect(at('CRTY')).toMatch(/^\/game\/sport\/CRTY\?token=/);
  });

  it('answers 6415 for a venue whose enName the settings put in maintenance', () => {
    state.settings.venuesInMaintenance = ['AGZR'];
    expect(launch(state.games, state.wallets, DEMO01, { enName: 'AGZR', gameCode: '', session: SESSION }, state.settings, now())).toMatchObject({ ok: false, code: Code.VENUE_MAINTENANCE });
  });

  it('skips a locked wallet and a wallet in maintenance when recycling everything', () => {
    state.settings.venuesInMaintenance = ['EVOZR'];
    const out = recycleAll(state.games, state.wallets, VIP, state.settings, now());
    expect(out.moved.map((e) => e.from)).toEqual(['venue:IM']);
    expect(out.skipped).toEqual(expect.arrayContaining([{ channelCode: 'PG', status_code: Code.VENUE_ACTIVITY }, { channelCode: 'EVO', status_code: Code.VENUE_MAINTENANCE }]));
  });
});
