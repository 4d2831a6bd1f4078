import { useCallback, useEffect, useRef, useState } from 'react';
import { Code } from '@betsite/contracts/status-codes';
import { isApiError, messageOf } from '../../../lib/api/errors';
import { refreshBalance } from '../../../lib/balance';
import { showLoginPrompt } from '../../../lib/overlays';
import { useSession } from '../../../lib/session';
import { refreshVenueBalance } from '../../../lib/venue-balance';
import { getBetStatus } from '../api/get-bet-status';
import { refreshBets } from '../api/get-bets';
import { placeBet } from '../api/place-bet';
import type { ProviderSession } from '../api/provider-session';
import { applyPlaced, applyStatus, confirmingTicketIds, emptySlip, placeRequest, type EntryMarket, type SlipState } from './bet-slip-state';

/** Said when 确认投注 is pressed before the venue's session is open (the screen offers 重新进入). */
export const NOT_CONNECTED_MESSAGE = '体育场馆尚未连接，请重新进入后再投注';

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

  const { token } = useSession();

  /**
   * `unavailable`: the entries whose market is suspended, closed or started (never sent). Every
   * refusal says why: without a session the login prompt, without the venue's session a notice.
   */
  const place = useCallback(async (unavailable: ReadonlyMap<string, EntryMarket>) => {
    if (placing) return;
    if (token === null) {
      showLoginPrompt();
      return;
    }
    if (!session) {
      setSlip((s) => ({ ...s, notice: NOT_CONNECTED_MESSAGE }));
      return;
    }
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
      // The fetcher showed the server's message for a moment (6302 included; 6001 logs out); the slip
      // keeps its entries and the reason beside the button.
      if (!isApiError(error)) throw error;
      if (error.code !== Code.LOGIN_EXPIRED) setSlip((s) => ({ ...s, notice: messageOf(error.reply) }));
    } finally {
      setPlacing(false);
    }
  }, [session, placing, channelCode, token]);

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
