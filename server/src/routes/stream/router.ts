import { initServer } from '@ts-rest/fastify';
import type { AppContext } from '../../composition/context';
import { liveViewContract } from '@betsite/contracts/stream';
import { answer } from '../../lib/reply';
import { advanceSportsbook } from '../../sports/sportsbook';
import { liveViewOf } from '../../sports/live-view';
import { sportsbookOf } from '../../composition/sportsbook';

const s = initServer();

/** The liveView calls' router, whatever transport serves it (`ctx`: the routed context). */
export function liveViewRouter(ctx: AppContext) {

  return s.router(liveViewContract, {
    match: ({ body }) => {
      const now = ctx.clock.now();
      advanceSportsbook(sportsbookOf(ctx), now);
      return Promise.resolve(answer(liveViewOf(ctx.state.world, body.gameId, now), (v) => ({ ...v, serverNow: now })));
    },
  });
}
