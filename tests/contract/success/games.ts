import { contract } from '@betsite/contracts/contract';
import { PROVIDER_LANGUAGE, SPORTS_PROVIDER_CODE, TRANSFER_TY } from '@betsite/contracts/constants';
import { TRANSFER_TY_OUT, VENUE_CATEGORY, VENUE_STATUS } from '@betsite/contracts/routes/venue';
import { input, type Recipes } from './recipe';
import { StepFailed, type Steps } from './steps';

/**
 * The venue and record routes' successes: a slots venue and its games found through the category
 * and game lists, money moved into it (and back), a favourite added (and removed); the sports
 * provider's token from launching it, its live matches for the live view.
 */
const VENUE_NEEDS = 'an open slots venue (category 6) with games, and no activity lock on another venue';

/** The first open slots venue that lists games, with its games. */
async function slotsVenue(s: Steps) {
  const venues = await s.data(contract.venue.getVenueInfoByCategory, { category: VENUE_CATEGORY.egame });
  for (const venue of venues.filter((v) => v.status === VENUE_STATUS.open)) {
    const { list } = await s.data(contract.venue.gameList, { pageNum: 1, pageSize: 15, enName: venue.enName, category: VENUE_CATEGORY.egame });
    if (list.length > 0) return { venue, games: list };
  }
  throw new StepFailed('venue.getVenueInfoByCategory lists no open slots venue with games');
}

/** A game of the slots venue that is not yet one of the account's favourites. */
async function notFavourite(s: Steps) {
  const { games } = await slotsVenue(s);
  const game = games.find((g) => !g.isCollect);
  if (!game) throw new StepFailed('every game listed is a favourite already');
  return { enName: game.enName, gameCode: game.gameCode };
}

const transferBody = (channelCode: string, amount: string, ty: number) => ({ channelCode, amount, ty, isActivity: 0 });

/** The sports provider's call, `method` with its Request, on a token from launching the provider. */
async function providerCall(s: Steps, method: string, Request: unknown) {
  const { url } = await s.data(contract.venue.launch, { enName: SPORTS_PROVIDER_CODE, gameCode: '' });
  const token = new URL(url, s.target.baseUrl).searchParams.get('token');
  if (!token) throw new StepFailed(`venue.launch of ${SPORTS_PROVIDER_CODE} answered a url without a token: ${url}`);
  return { timestamp: Date.now(), token, langx: PROVIDER_LANGUAGE, remoteip: '127.0.0.1', enName: SPORTS_PROVIDER_CODE, method, Request };
}

export const GAME_RECIPES: Recipes = {
  'venue.gameList': { needs: VENUE_NEEDS, request: async (s) => input({ pageNum: 1, pageSize: 15, enName: (await slotsVenue(s)).venue.enName, category: VENUE_CATEGORY.egame }) },
  'venue.launch': {
    needs: VENUE_NEEDS,
    request: async (s) => {
      const { venue, games } = await slotsVenue(s);
      return { input: { enName: venue.enName, gameCode: games[0]!.gameCode }, context: venue.channelCode };
    },
    // With automatic transfer on, entering moved the centre wallet in: it comes back.
    undo: async (s, _data, { context }) => {
      await s.data(contract.venue.recycle, { channelCode: context as string });
    },
  },
  'venue.balance': { needs: VENUE_NEEDS, request: async (s) => input({ channelCode: (await slotsVenue(s)).venue.channelCode }) },
  'venue.transfer': {
    needs: `${VENUE_NEEDS}, 1.00 in the centre wallet`,
    request: async (s) => input(transferBody((await slotsVenue(s)).venue.channelCode, '1.00', TRANSFER_TY)),
    undo: async (s, _data, { input: sent }) => {
      await s.data(contract.venue.transfer, transferBody((sent as { channelCode: string }).channelCode, '1.00', TRANSFER_TY_OUT));
    },
  },
  'venue.recycle': {
    needs: `${VENUE_NEEDS}, 2.00 in the centre wallet`,
    request: async (s) => {
      const { channelCode } = (await slotsVenue(s)).venue;
      await s.data(contract.venue.transfer, transferBody(channelCode, '2.00', TRANSFER_TY));
      return input({ channelCode });
    },
  },
  'venue.addCollection': {
    needs: VENUE_NEEDS,
    request: async (s) => input(await notFavourite(s)),
    undo: async (s, _data, { input: sent }) => {
      await s.data(contract.venue.removeCollection, sent);
    },
  },
  'venue.removeCollection': {
    needs: VENUE_NEEDS,
    request: async (s) => {
      const game = await notFavourite(s);
      await s.data(contract.venue.addCollection, game);
      return input(game);
    },
  },
  // The status it has, set again: a change that changes nothing.
  'venue.setAutoTransferStatus': { request: async (s) => input({ status: (await s.data(contract.venue.getAutoTransferStatus, {})).status }) },
  'venue.resource': {
    needs: `the sports provider (${SPORTS_PROVIDER_CODE}) open`,
    request: async (s) => input(await providerCall(s, 'getLeagues', { gameType: 'FT', marketType: 'FT' })),
  },
  'record.hotLiveMatchDetail': {
    needs: `a match in play with live video at the sports provider (${SPORTS_PROVIDER_CODE})`,
    request: async (s) => {
      const live = await s.data(contract.venue.resource, await providerCall(s, 'getMatches', { gameType: 'ALL', marketType: 'RB', oddsType: 'H' }));
      const withVideo = 'list' in live ? (live.list as { gameId: string; hasVideo?: boolean }[]).find((m) => m.hasVideo) : undefined;
      if (!withVideo) throw new StepFailed('getMatches (in play) lists no match with live video');
      return input({ gameId: withVideo.gameId });
    },
  },
};
