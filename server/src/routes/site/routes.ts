import { initServer } from '@ts-rest/fastify';
import { contract } from '@betsite/contracts/contract';
import type { AppContext } from '../../composition/context';
import { signedIn } from '../../plugins/auth';
import { answer, ok } from '../../lib/reply';
import { helpTopics, liveDiscountAds, navigationFor, noticePage, preInfo, sponsorsOf } from '../../engagement/site-content';
import { openSingleData } from '../../engagement/single-data';

const s = initServer();

/** Site content: thin handlers over engagement/site-content.ts; nothing here carries money. */
export function siteRoutes(ctx: AppContext) {
  const content = () => ctx.state.content;
  return s.router(contract.site, {
    navigationList: () => Promise.resolve(ok(navigationFor(content(), ctx.state.settings))),
    sponsorContent: () => Promise.resolve(ok(sponsorsOf(content()))),
    onlinecustomservice: () => Promise.resolve(ok({ url: content().site.customerServiceUrl })),
    preInfo: ({ request }) => Promise.resolve(ok(preInfo(content(), ctx.state.settings, request.ip))),
    queryNoticeListByPage: ({ body }) => Promise.resolve(ok(noticePage(content(), body))),
    getMyDiscountAd: ({ body }) => Promise.resolve(ok(liveDiscountAds(content(), ctx.clock.now(), body.category))),
    singleDataDecryption: ({ body, request }) => {
      const { account } = signedIn(request);
      return Promise.resolve(answer(openSingleData(ctx.config.WIRE_SECRET, account.userId, body.data), (value) => ({ value })));
    },
    helpList: ({ body }) => Promise.resolve(answer(helpTopics(content(), ctx.state.settings, body.code), (list) => ({ list }))),
  });
}
