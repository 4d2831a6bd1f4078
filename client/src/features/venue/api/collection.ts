import { fetchData } from '../../../lib/api/request';

/** POST /game/api/v1/collection/addCollection or removeCollection: a game in or out of the player's favourites. */
export function setCollected(game: { enName: string; gameCode: string }, collected: boolean) {
  const body = { enName: game.enName, gameCode: game.gameCode };
  return fetchData((api) => (collected ? api.venue.addCollection({ body }) : api.venue.removeCollection({ body })));
}
