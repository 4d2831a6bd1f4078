import type { ProviderRound } from '@betsite/contracts/provider';
import type { GameKind, Renderer } from './renderer';
// First, as the cards' styles came before the tables' on the page: the import order is the styles' order.
import './playing-cards';
import { slotRenderer } from './slot';
import { fishRenderer } from './fish';
import { baccaratRenderer } from './baccarat';
import { diceRenderer } from './dice';
import { bidaxiaoRenderer } from './bidaxiao';
import { lotteryRenderer } from './lottery';
import { matchRenderer } from './match';

/** One renderer per game kind. */
export type Stages = { readonly [K in GameKind]: Renderer<K> };

export const createStages = (): Stages => ({
  slot: slotRenderer(),
  fish: fishRenderer(),
  baccarat: baccaratRenderer(),
  dice: diceRenderer(),
  cards: bidaxiaoRenderer(),
  lottery: lotteryRenderer(),
  match: matchRenderer(),
});

/** Animates the round's face on the renderer of its kind; resolves once the stage has settled. */
export function showRound(stages: Stages, round: ProviderRound): Promise<void> {
  const face = round.face;
  switch (face.kind) {
    case 'slot': return stages.slot.show(face, round);
    case 'fish': return stages.fish.show(face, round);
    case 'baccarat': return stages.baccarat.show(face, round);
    case 'dice': return stages.dice.show(face, round);
    case 'cards': return stages.cards.show(face, round);
    case 'lottery': return stages.lottery.show(face, round);
    case 'match': return stages.match.show(face, round);
  }
}
