import type { z } from 'zod';
import { Code } from '@betsite/contracts/status-codes';
import { LETTER_TYPES, type LetterType, type UnreadCounts, type letter } from '@betsite/contracts/routes/letter';
import type { LetterFixture } from './letter-fixtures';
import { type Result, refuse, success } from '../lib/reply';
import { mapPage, paginate, type Page, type PageRequest } from '../lib/paging';
import { instantOf } from '../lib/fixture-fields';
import { lettersFor, putLetter, removeLetter } from './letter-index';

/**
 * The message centre. A broadcast (userId null) is stored once and read or deleted per player; a
 * personal letter belongs to one player and is removed when that player deletes it.
 */
export interface Letter {
  id: number;
  /** null: a broadcast to every member. */
  userId: number | null;
  type: LetterType;
  title: string;
  content: string;
  createdAt: number;
  readBy: Set<number>;
  deletedBy: Set<number>;
}

export interface Letters {
  byId: Map<number, Letter>;
  nextId: number;
}

/** Oldest personal letters are dropped beyond this, so one player's inbox cannot grow forever. */
export const PERSONAL_LETTERS_PER_USER_MAX = 500;
export const LETTERS_TOTAL_MAX = 100_000;

/** A letter as one player sees it: the contract's shape. */
export type LetterView = z.infer<typeof letter>;

export function createLetters(fixture: readonly LetterFixture[], now = 0): Letters {
  const byId = new Map<number, Letter>();
  for (const l of fixture) {
    const createdAt = instantOf(l.createdAt, l.createdMinutesAgo, now);
    byId.set(l.id, { id: l.id, userId: l.userId, type: l.type, title: l.title, content: l.content, createdAt, readBy: new Set(l.readBy), deletedBy: new Set(l.deletedBy) });
  }
  return { byId, nextId: Math.max(0, ...byId.keys()) + 1 };
}

function isVisibleTo(l: Letter, userId: number): boolean {
  return (l.userId === null || l.userId === userId) && !l.deletedBy.has(userId);
}

/** The player's letters, newest first (ties: the later id first, so the order is stable). */
export function lettersOf(letters: Letters, userId: number, type?: LetterType): Letter[] {
  const mine: Letter[] = [];
  for (const set of lettersFor(letters, userId)) {
    for (const l of set) if (!l.deletedBy.has(userId) && (type === undefined || l.type === type)) mine.push(l);
  }
  return mine.sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}

export function viewOf(l: Letter, userId: number): LetterView {
  return { id: l.id, type: l.type, broadcast: l.userId === null, title: l.title, content: l.content, read: l.readBy.has(userId), createdAt: l.createdAt };
}

const BROADCAST_FIELD = {
  notice: 'brnotice_count', activity: 'bractivity_count', bulletin: 'brbulletin_count', match: 'brmatch_count', fd: 'brfd_count',
} as const satisfies Record<LetterType, keyof UnreadCounts>;
/** Personal letters are only ever notice, activity or fd (the fixture schema enforces it). */
const PERSONAL_FIELD: Partial<Record<LetterType, keyof UnreadCounts>> = { notice: 'notice_count', activity: 'activity_count', fd: 'fd_count' };

export function unreadCounts(letters: Letters, userId: number): UnreadCounts {
  const counts: UnreadCounts = {
    brnotice_count: 0, bractivity_count: 0, brbulletin_count: 0, brmatch_count: 0, brfd_count: 0, notice_count: 0, activity_count: 0, fd_count: 0,
  };
  // Counted where they lie: a count needs neither lettersOf's list nor its order (every read and
  // delete answers these counts, issue 24).
  for (const set of lettersFor(letters, userId)) {
    for (const l of set) {
      if (l.deletedBy.has(userId) || l.readBy.has(userId)) continue;
      const field = l.userId === null ? BROADCAST_FIELD[l.type] : PERSONAL_FIELD[l.type];
      if (field) counts[field] += 1;
    }
  }
  return counts;
}

export function listLetters(letters: Letters, userId: number, query: PageRequest & { type?: LetterType | undefined }): Page<LetterView> {
  return mapPage(paginate(lettersOf(letters, userId, query.type), query), (l) => viewOf(l, userId));
}

const NOT_FOUND_MESSAGE = '消息不存在或已删除';

export function readLetter(letters: Letters, userId: number, id: number): Result<UnreadCounts> {
  const l = letters.byId.get(id);
  if (!l || !isVisibleTo(l, userId)) return refuse(Code.NOT_FOUND, NOT_FOUND_MESSAGE);
  l.readBy.add(userId);
  return success(unreadCounts(letters, userId));
}

/** All or nothing: when one id is not the player's, nothing is deleted. */
export function deleteLetters(letters: Letters, userId: number, ids: readonly number[]): Result<UnreadCounts> {
  const found: Letter[] = [];
  for (const id of new Set(ids)) {
    const l = letters.byId.get(id);
    if (!l || !isVisibleTo(l, userId)) return refuse(Code.NOT_FOUND, NOT_FOUND_MESSAGE);
    found.push(l);
  }
  for (const l of found) {
    if (l.userId === null) l.deletedBy.add(userId);
    else removeLetter(letters, l);
  }
  return success(unreadCounts(letters, userId));
}

export function readAll(letters: Letters, userId: number, type?: LetterType): UnreadCounts {
  for (const l of lettersOf(letters, userId, type)) l.readBy.add(userId);
  return unreadCounts(letters, userId);
}

export interface NewLetter {
  userId: number | null;
  type: LetterType;
  title: string;
  content: string;
}

/**
 * Other domains send letters through this (a deposit credited, an activity bonus paid). Bounded:
 * the player's oldest personal letter goes beyond PERSONAL_LETTERS_PER_USER_MAX, the oldest
 * letter of all beyond LETTERS_TOTAL_MAX.
 */
export function sendLetter(letters: Letters, input: NewLetter, now: number): Letter {
  if (!(LETTER_TYPES as readonly string[]).includes(input.type)) throw new RangeError(`sendLetter: bad type ${input.type}`);
  if (input.userId !== null && PERSONAL_FIELD[input.type] === undefined) throw new RangeError(`sendLetter: a personal letter cannot be a ${input.type}`);
  if (input.userId !== null) {
    const [, mine] = lettersFor(letters, input.userId);
    if (mine.size >= PERSONAL_LETTERS_PER_USER_MAX) {
      const personal = [...mine].sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
      for (let i = 0; i <= personal.length - PERSONAL_LETTERS_PER_USER_MAX; i += 1) removeLetter(letters, personal[i]!);
    }
  }
  while (letters.byId.size >= LETTERS_TOTAL_MAX) {
    let oldest: Letter | undefined;
    for (const l of letters.byId.values()) if (oldest === undefined || l.createdAt < oldest.createdAt) oldest = l;
    removeLetter(letters, oldest!);
  }
  const letter: Letter = { id: letters.nextId++, ...input, createdAt: now, readBy: new Set(), deletedBy: new Set() };
  putLetter(letters, letter);
  return letter;
}
