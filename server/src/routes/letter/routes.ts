import { initServer } from '@ts-rest/fastify';
import { contract } from '@betsite/contracts/contract';
import type { AppContext } from '../../composition/context';
import { signedIn } from '../../plugins/auth';
import { answer, ok } from '../../lib/reply';
import { deleteLetters, listLetters, readAll, readLetter, unreadCounts } from '../../engagement/letters';
import { settlePlayer } from '../../engagement/payouts';

const s = initServer();

/** The message centre: thin handlers over engagement/letters.ts, always for the signed-in player. */
export function letterRoutes(ctx: AppContext) {
  const letters = () => ctx.state.letters;
  const me = (request: Parameters<typeof signedIn>[0]) => signedIn(request).account.userId;
  /** Finance's and the rewards' letters are written as their outcomes come due: bring them up to now first. */
  const settled = (request: Parameters<typeof signedIn>[0]) => {
    settlePlayer(ctx.state, ctx.fixtures.grades, signedIn(request).account, ctx.clock.now());
    return me(request);
  };
  return s.router(contract.letter, {
    getUnreadForType: ({ request }) => Promise.resolve(ok(unreadCounts(letters(), settled(request)))),
    list: ({ body, request }) => Promise.resolve(ok(listLetters(letters(), settled(request), body))),
    read: ({ body, request }) => Promise.resolve(answer(readLetter(letters(), me(request), body.id), (c) => c)),
    delete: ({ body, request }) => Promise.resolve(answer(deleteLetters(letters(), me(request), body.ids), (c) => c)),
    onekeyRead: ({ body, request }) => Promise.resolve(ok(readAll(letters(), me(request), body.type))),
  });
}
