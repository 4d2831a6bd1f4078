import { beforeEach, describe, expect, it } from 'vitest';
import { Code } from '@betsite/contracts/status-codes';
import { loadFixtures } from '../composition/fixtures';
import { type State, createState } from '../composition/state';
import { type Clock, createClock } from '../lib/clock';
import { heldCents, walletOf } from '../money/wallet';
import { launch, recycleAll } from './venues';

/** The venue flows over the money part of the state (wallet-flows.test.ts), built from the real fixtures. */
const fixtures = loadFixtures();
const T0 = Date.UTC(2026, 0, 15, 4, 0, 0);
const DEMO01 = 10001;
const VIP = 10003;

let clock: Clock;
let state: State;
let elapsedMs = 0;
const now = () => clock.now();

beforeEach(() => {
  elapsedMs = 0;
  clock = createClock(() => T0 + elapsedMs);
  state = createState(fixtures, clock);
});

describe('venues: activity locks, maintenance and automatic transfer', () => {
  it('answers 6413 when the activity lock keeps vip888 in PG and another venue is launched', () => {
    const r = launch(state.games, state.wallets, VIP, { enName: 'AGZR', gameCode: '' }, state.settings, now());
    expect(r).toMatchObject({ ok: false, code: Code.VENUE_ACTIVITY, data: { channelCode: 'PG', activityName: '电子周周乐' } });
  });

  it('lets vip888 enter the activity venue, moving the centre wallet in but keeping other wallets (automatic transfer)', () => {
    const w = walletOf(state.wallets, VIP);
    const evoBefore = w.venues.get('EVO') ?? 0;
    const total = heldCents(state.wallets);
    const r = launch(state.games, state.wallets, VIP, { enName: 'PGDZ', gameCode: 'PG_1001' }, state.settings, now());
    expect(r.ok).toBe(true);
    expect(w.centreCents).toBe(0);
    // EVO and IM wallets were recycled into the centre wallet first, then everything moved to PG.
    expect(w.venues.get('EVO')).toBeUndefined();
    expect(w.venues.get('PG')).toBeGreaterThan(evoBefore);
    expect(heldCents(state.wallets)).toBe(total);
  });

  it('answers 6415 for a venue whose enName the settings put in maintenance', () => {
    state.settings.venuesInMaintenance = ['AGZR'];
    expect(launch(state.games, state.wallets, DEMO01, { enName: 'AGZR', gameCode: '' }, state.settings, now())).toMatchObject({ ok: false, code: Code.VENUE_MAINTENANCE });
  });

  it('skips a locked wallet and a wallet in maintenance when recycling everything', () => {
    state.settings.venuesInMaintenance = ['EVOZR'];
    const out = recycleAll(state.games, state.wallets, VIP, state.settings, now());
    expect(out.moved.map((e) => e.from)).toEqual(['venue:IM']);
    expect(out.skipped).toEqual(expect.arrayContaining([{ channelCode: 'PG', status_code: Code.VENUE_ACTIVITY }, { channelCode: 'EVO', status_code: Code.VENUE_MAINTENANCE }]));
  });
});
