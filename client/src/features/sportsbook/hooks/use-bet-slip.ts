import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api/errors';
import { refreshBalance } from '../../../lib/balance';
import { refreshVenueBalance } from '../../../lib/venue-balance';
import { getBetStatus } from '../api/get-bet-status';
import { refreshBets } from '../api/get-bets';
import { placeBet } from '../api/place-bet';
import type { ProviderSession } from '../api/provider-session';
import { applyPlaced, applyStatus, confirmingTicketIds, emptySlip, placeRequest, type SlipState } from './bet-slip-state';

/** How often a ticket in its in-play confirmation is asked for (the server decides at confirmAt). */
const CONFIRM_POLL_MS = 1_000;

export type SlipUpdate = (state: SlipState) => SlipState;

/** After money moved, every balance on screen (header, sports wallet, bets) is read again. */
function refreshAfterBet(channelCode: string | undefined) {
  refreshBalance();
  if (channelCode) void refreshVenueBalance(channelCode);
  void refreshBets();
}

/**
 * The slip's state with its side effects: placing (the pure module builds the request and reads
 * the tickets), polling tickets held in delay until they are accepted or rejected, and refreshing
 * the balances after every placement and every decision.
 */
export function useBetSlip(session: ProviderSession | null, channelCode: string | undefined) {
  const [slip, setSlip] = useState<SlipState>(() => emptySlip());
  const [placing, setPlacing] = useState(false);
  const update = useCallback((fn: SlipUpdate) => setSlip(fn), []);
  const latest = useRef(slip);
  latest.current = slip;

  /** `unavailable`: the entries whose market the grid shows suspended or closed (never sent). */
  const place = useCallback(async (unavailable: ReadonlyMap<string, unknown>) => {
    if (!session || placing) return;
    const built = placeRequest(latest.current, unavailable);
    if (!built.ok) {
      setSlip((s) => ({ ...s, notice: built.message }));
      return;
    }
    setPlacing(true);
    try {
      const reply = await placeBet(session, built.request);
      setSlip((s) => applyPlaced(s, built.keys, reply.tickets));
      refreshAfterBet(channelCode);
    } catch (error) {
      // The fetcher already showed the server's message (6302 included); the slip keeps its entries.
      if (!isApiError(error)) throw error;
    } finally {
      setPlacing(false);
    }
  }, [session, placing, channelCode]);

  const waiting = confirmingTicketIds(slip).join(',');
  useEffect(() => {
    if (!session || waiting === '') return undefined;
    const ids = waiting.split(',');
    const timer = window.setInterval(() => {
      getBetStatus(session, ids)
        .then((tickets) => {
          if (tickets.some((t) => t.active !== 'delay')) refreshAfterBet(channelCode);
          setSlip((s) => applyStatus(s, tickets));
        })
        .catch(() => undefined);
    }, CONFIRM_POLL_MS);
    return () => window.clearInterval(timer);
  }, [session, waiting, channelCode]);

  return { slip, update, place, placing };
}
