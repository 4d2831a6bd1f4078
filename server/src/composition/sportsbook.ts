import type { AppContext } from './context';
import type { SportsbookParts } from '../sports/sportsbook';
import { SPORTS_VENUE } from '../sports/cashier';

/**
 * The sportsbook's parts out of the app context: the current state's world, book, wallets and
 * records, and the context's bus. Read at call time (the state is replaced on reset).
 */
export function sportsbookOf(ctx: AppContext): SportsbookParts {
  const { state } = ctx;
  const venue = state.games.byEnName.get(SPORTS_VENUE);
  if (!venue) throw new Error(`venues.json: the sports venue ${SPORTS_VENUE} is missing`);
  return {
    world: state.world,
    book: state.book,
    wallets: state.wallets,
    betRecords: state.betRecords,
    venue: { enName: venue.enName, channelCode: venue.channelCode, venueName: venue.name, category: venue.category },
    bus: ctx.sportsEvents,
    forcedNext: state.forcedNextBet,
  };
}
