import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYERS } from '@betsite/contracts/qa-players';
import { accepted } from '@betsite/contracts/qa-world';
import type { Match } from '@betsite/contracts/routes/venue';
import { useWorld } from '@betsite/server/in-process-world';
import { loadSiteInfo } from '../../../lib/load-site-info';
import { startSession } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import { useBets } from './get-bets';
import { useMatches } from './get-matches';
import { launchProvider } from './launch-provider';
import { placeBet } from './place-bet';
import type { ProviderSession } from './provider-session';

/**
 * The sportsbook's calls (launch, the odds grid's hook, placeBet, 我的注单's hook) against the whole
 * world in this process (server/test-support/in-process-world.ts): the match world on the tests'
 * clock, the ticket the server books, the bet record it keeps.
 */
const world = useWorld();

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

let session: ProviderSession;

beforeAll(async () => {
  const player = await world.logIn(DEMO_PLAYERS.demo01);
  storage.setDeviceUuid(player.device);
  startSession(player.token, player.userId);
  const { ip } = await loadSiteInfo();
  const token = await launchProvider('CRTY');
  if (token === null || ip === null) throw new Error(`launching CRTY gave token ${token}, preInfo ip ${ip}`);
  session = { enName: 'CRTY', token, ip };
});

/** The slip's entry for a handicap price of the grid (openHandicap's), with a stake. */
const entryOf = (match: Match, odd: Match['odds'][number], stake: string) => ({ gameId: match.gameId, wtype: 'R' as const, rtype: odd.rtype, ratio: odd.ratio, r: odd.r, stake });

/** Today's football as the odds grid asks for it, and the first match with an open handicap price (of that side). */
async function openHandicap(rtype?: string): Promise<{ match: Match; odd: Match['odds'][number] }> {
  const { result, unmount } = renderHook(() => useMatches(session, { gameType: 'FT', marketType: 'FT', leagueIds: [], refresh: 0 }), { wrapper });
  await waitFor(() => expect(result.current.data?.length).toBeGreaterThan(0));
  unmount();
  for (const match of result.current.data ?? []) {
    const odd = match.odds.find((o) => o.wtype === 'R' && !o.suspended && (rtype === undefined || o.rtype === rtype));
    if (odd) return { match, odd };
  }
  throw new Error('no open handicap price in today\'s football');
}

describe('a sportsbook bet against the in-process world', () => {
  it('places a pre-match single from the grid\'s price, takes the stake from the sports wallet and lists it in 我的注单', async () => {
    const { match, odd } = await openHandicap();
    const placed = await placeBet(session, { oddsType: 'H', series: 0, entries: [entryOf(match, odd, '100')] });
    const [ticket] = placed.tickets;
    expect(ticket).toMatchObject({ active: 'accepted', stake: 100 });

    const { result } = renderHook(() => useBets(session, 'open', 1), { wrapper });
    await waitFor(() => expect(result.current.data?.list.map((bet) => bet.ticket_id)).toContain(ticket!.ticket_id));
    const listed = result.current.data?.list.find((bet) => bet.ticket_id === ticket!.ticket_id);
    expect(listed?.legs[0]).toMatchObject({ gameId: match.gameId });
  });

  it('shows the bet settled, won, in 我的注单 once QA plays its match out: kicked off, 9-0 to the home side, finished', async () => {
    const { match, odd } = await openHandicap('RH');
    const placed = await placeBet(session, { oddsType: 'H', series: 0, entries: [entryOf(match, odd, '100')] });
    const ticketId = placed.tickets[0]?.ticket_id;
    const params = { gameId: match.gameId };
    await accepted('kick-off', world.qa.sports.moveToSession({ params, body: { code: '2H' } }));
    await accepted('the score', world.qa.sports.setScore({ params, body: { h: 9, c: 0 } }));
    await accepted('the final whistle', world.qa.sports.finish({ params, body: {} }));

    const { result } = renderHook(() => useBets(session, 'settled', 1), { wrapper });
    await waitFor(() => expect(result.current.data?.list.find((bet) => bet.ticket_id === ticketId)).toMatchObject({ result: 'W', validBet: 100 }));
  });
});
