import { stableHash } from './mark-palette';

/** How many gradient pairs every brand defines (--art-pair-0-from … --art-pair-7-to in styles/brands/<id>.css). */
export const ART_PAIRS_COUNT = 8;

/** Colours as CSS values: references to the brand's tokens, resolved by the page's data-brand. */
export interface ArtPair {
  from: string;
  to: string;
}

/**
 * The brand's gradient for a picture (a banner, a promotion, an avatar), picked by a stable hash
 * of its name: the same picture wears the same pair on every page, and each brand its own colours.
 * The pair is the brand's tokens rather than colours, so the artwork has no palette of its own and
 * one build can show either brand.
 */
export function artPair(name: string): ArtPair {
  const index = stableHash(name) % ART_PAIRS_COUNT;
  return { from: `var(--art-pair-${index}-from)`, to: `var(--art-pair-${index}-to)` };
}
