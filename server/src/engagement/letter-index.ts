/** What the index needs of a letter and of the store (letters.ts): no import back, no circle. */
interface Letter {
  readonly id: number;
  readonly userId: number | null;
}
interface Letters<L extends Letter> {
  readonly byId: Map<number, L>;
}

/**
 * The broadcasts and each player's personal letters, beside `byId`: a player's reads, counts and
 * sends look at their own letters and the broadcasts, not at every letter of the world (up to
 * LETTERS_TOTAL_MAX: a walk of 100,000 letters for every letter read and every unread count, and
 * a copy and sort of them all for every personal letter sent).
 *
 * Derived, never saved: built from `byId` on first use (a world restored from its image gets a
 * new map, so a new index). Kept in step by `putLetter` and `removeLetter`, through which
 * letters.ts makes every change to `byId`; nothing else changes it.
 */
interface LetterIndex<L extends Letter> {
  broadcasts: Set<L>;
  personal: Map<number, Set<L>>;
}

const indexes = new WeakMap<Map<number, Letter>, LetterIndex<Letter>>();

function indexOf<L extends Letter>(letters: Letters<L>): LetterIndex<L> {
  let index = indexes.get(letters.byId) as LetterIndex<L> | undefined;
  if (index === undefined) {
    index = { broadcasts: new Set(), personal: new Map() };
    for (const l of letters.byId.values()) addTo(index, l);
    indexes.set(letters.byId, index);
  }
  return index;
}

function addTo<L extends Letter>(index: LetterIndex<L>, l: L): void {
  if (l.userId === null) {
    index.broadcasts.add(l);
    return;
  }
  let mine = index.personal.get(l.userId);
  if (mine === undefined) index.personal.set(l.userId, (mine = new Set()));
  mine.add(l);
}

export function putLetter<L extends Letter>(letters: Letters<L>, l: L): void {
  const index = indexOf(letters);
  const replaced = letters.byId.get(l.id);
  if (replaced !== undefined) removeLetter(letters, replaced);
  letters.byId.set(l.id, l);
  addTo(index, l);
}

export function removeLetter<L extends Letter>(letters: Letters<L>, l: L): void {
  const index = indexOf(letters);
  if (!letters.byId.delete(l.id)) return;
  if (l.userId === null) {
    index.broadcasts.delete(l);
    return;
  }
  const mine = index.personal.get(l.userId);
  mine?.delete(l);
  if (mine?.size === 0) index.personal.delete(l.userId);
}

const NONE: ReadonlySet<never> = new Set();

/**
 * The letters a player may see, deleted ones included: the broadcasts and the player's own. Two
 * sets rather than one list, so a count walks them without copying (unreadCounts answers every
 * letter read and delete).
 */
export function lettersFor<L extends Letter>(letters: Letters<L>, userId: number): [broadcasts: ReadonlySet<L>, personal: ReadonlySet<L>] {
  const index = indexOf(letters);
  return [index.broadcasts, index.personal.get(userId) ?? NONE];
}
