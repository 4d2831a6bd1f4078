import { describe, expect, it } from 'vitest';
import { lettersFixture } from './letter-fixtures';
import type { Letters } from './letters';
import { seededStream } from '../lib/seeded-random';
import {
  LETTERS_TOTAL_MAX,
  PERSONAL_LETTERS_PER_USER_MAX,
  createLetters,
  deleteLetters,
  lettersOf,
  listLetters,
  readAll,
  readLetter,
  sendLetter,
  unreadCounts,
} from './letters';

const ME = 1;
const OTHER = 2;

function store() {
  return createLetters(
    lettersFixture.parse([
      { id: 1, userId: null, type: 'notice', title: '全站通知', content: '通知内容', createdAt: 1_000 },
      { id: 2, userId: null, type: 'bulletin', title: '公告', content: '公告内容', createdAt: 2_000, readBy: [ME] },
      { id: 3, userId: null, type: 'match', title: '赛事', content: '赛事内容', createdAt: 3_000 },
      { id: 4, userId: ME, type: 'fd', title: '存款到账', content: '500 元已到账', createdAt: 4_000 },
      { id: 5, userId: ME, type: 'activity', title: '奖励派发', content: '8.88 元', createdAt: 5_000, readBy: [ME] },
      { id: 6, userId: OTHER, type: 'notice', title: '别人的信', content: '不是我的', createdAt: 6_000 },
    ]),
  );
}

describe('letters', () => {
  it('counts unread broadcasts and personal letters per type, per player', () => {
    expect(unreadCounts(store(), ME)).toEqual({
      brnotice_count: 1, bractivity_count: 0, brbulletin_count: 0, brmatch_count: 1, brfd_count: 0,
      notice_count: 0, activity_count: 0, fd_count: 1,
    });
    expect(unreadCounts(store(), OTHER)).toMatchObject({ brnotice_count: 1, brbulletin_count: 1, brmatch_count: 1, notice_count: 1, fd_count: 0 });
  });

  it('lists only the player\'s letters, newest first, with their read flag', () => {
    const page = listLetters(store(), ME, { pageNum: 1, pageSize: 15 });
    expect(page.total).toBe(5);
    expect(page.list.map((l) => l.id)).toEqual([5, 4, 3, 2, 1]);
    expect(page.list.find((l) => l.id === 2)).toMatchObject({ broadcast: true, read: true });
    expect(page.list.find((l) => l.id === 4)).toMatchObject({ broadcast: false, read: false });
  });

  it('filters the list by type and pages it', () => {
    const s = store();
    expect(listLetters(s, ME, { pageNum: 1, pageSize: 15, type: 'fd' }).list.map((l) => l.id)).toEqual([4]);
    const second = listLetters(s, ME, { pageNum: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 5, pageNum: 2, pageSize: 2 });
    expect(second.list.map((l) => l.id)).toEqual([3, 2]);
  });

  it('reading a broadcast marks it read for that player only', () => {
    const s = store();
    const r = readLetter(s, ME, 1);
    expect(r.ok && r.value.brnotice_count).toBe(0);
    expect(unreadCounts(s, OTHER).brnotice_count).toBe(1);
  });

  it('refuses 6004 to read another player\'s letter or an unknown one', () => {
    const s = store();
    expect(readLetter(s, ME, 6)).toMatchObject({ ok: false, code: 6004 });
    expect(readLetter(s, ME, 999)).toMatchObject({ ok: false, code: 6004 });
  });

  it('deleting a broadcast hides it for that player only; a personal letter is removed', () => {
    const s = store();
    const r = deleteLetters(s, ME, [1, 4]);
    expect(r.ok && r.value).toMatchObject({ brnotice_count: 0, fd_count: 0 });
    expect(listLetters(s, ME, { pageNum: 1, pageSize: 15 }).list.map((l) => l.id)).toEqual([5, 3, 2]);
    expect(listLetters(s, OTHER, { pageNum: 1, pageSize: 15 }).list.map((l) => l.id)).toContain(1);
    expect(s.byId.has(4)).toBe(false);
  });

  it('deletes all or nothing: one unknown id answers 6004 and keeps the rest', () => {
    const s = store();
    expect(deleteLetters(s, ME, [1, 6])).toMatchObject({ ok: false, code: 6004 });
    expect(listLetters(s, ME, { pageNum: 1, pageSize: 15 }).total).toBe(5);
  });

  it('one-key read marks every letter read, or only one type', () => {
    const s = store();
    expect(readAll(s, ME, 'match')).toMatchObject({ brmatch_count: 0, brnotice_count: 1, fd_count: 1 });
    expect(Object.values(readAll(s, ME)).every((n) => n === 0)).toBe(true);
    expect(unreadCounts(s, OTHER).brnotice_count).toBe(1);
  });

  it('sends a new unread personal letter and bounds the player\'s inbox', () => {
    const s = store();
    const l = sendLetter(s, { userId: ME, type: 'fd', title: '取款成功', content: '1000 元' }, 10_000);
    expect(l.id).toBe(7);
    expect(unreadCounts(s, ME).fd_count).toBe(2);
    for (let i = 0; i < PERSONAL_LETTERS_PER_USER_MAX + 5; i += 1) sendLetter(s, { userId: ME, type: 'notice', title: 't', content: 'c' }, 20_000 + i);
    expect([...s.byId.values()].filter((x) => x.userId === ME)).toHaveLength(PERSONAL_LETTERS_PER_USER_MAX);
    expect(s.byId.has(4)).toBe(false);
    expect(LETTERS_TOTAL_MAX).toBeGreaterThan(PERSONAL_LETTERS_PER_USER_MAX);
  });

  it('drops the oldest letter of all once the store holds LETTERS_TOTAL_MAX', () => {
    const s = store();
    const before = s.byId.size;
    for (let i = 0; i < LETTERS_TOTAL_MAX - before; i += 1) sendLetter(s, { userId: null, type: 'notice', title: 't', content: 'c' }, 10_000 + i);
    expect(s.byId.size).toBe(LETTERS_TOTAL_MAX);
    expect(s.byId.has(1)).toBe(true);
    const last = sendLetter(s, { userId: null, type: 'bulletin', title: 't', content: 'c' }, 1_000_000);
    expect(s.byId.size).toBe(LETTERS_TOTAL_MAX);
    expect(s.byId.has(1)).toBe(false);
    expect(s.byId.has(2)).toBe(true);
    expect(s.byId.get(last.id)).toBe(last);
  });

  it('refuses to send a personal bulletin (programmer error)', () => {
    expect(() => sendLetter(store(), { userId: ME, type: 'bulletin', title: 't', content: 'c' }, 1)).toThrow(RangeError);
  });

  it('rejects a fixture with a personal match letter', () => {
    expect(lettersFixture.safeParse([{ id: 1, userId: 1, type: 'match', title: 't', content: 'c', createdAt: 1 }]).success).toBe(false);
  });
});

describe('letters through their index', () => {
  it('read, count and bound as a walk over every letter would, through sends, deletes, reads and restores', () => {
    const next = seededStream('letters-index');
    const users = [ME, OTHER, 3];
    const pick = <T,>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
    let s: Letters = store();
    let now = 10_000;
    /** Every letter the player may see, found by walking them all, newest first. */
    const walked = (userId: number, type?: string) =>
      [...s.byId.values()]
        .filter((l) => (l.userId === null || l.userId === userId) && !l.deletedBy.has(userId) && (type === undefined || l.type === type))
        .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
    for (let step = 0; step < 4_000; step++) {
      const userId = pick(users);
      const roll = next();
      // Mostly the first player's mail, so its inbox reaches its bound.
      if (roll < 0.45) sendLetter(s, { userId: next() < 0.8 ? ME : userId, type: pick(['notice', 'activity', 'fd'] as const), title: 't', content: 'c' }, (now += Math.floor(next() * 3)));
      else if (roll < 0.5) sendLetter(s, { userId: null, type: pick(['notice', 'activity', 'bulletin', 'match', 'fd'] as const), title: 'b', content: 'c' }, (now += 1));
      else if (roll < 0.6) {
        const mine = walked(userId);
        if (mine.length > 0) deleteLetters(s, userId, [pick(mine).id, ...(next() < 0.2 ? [pick(mine).id] : [])]);
      } else if (roll < 0.75) {
        const mine = walked(userId);
        if (mine.length > 0) readLetter(s, userId, pick(mine).id);
      } else if (roll < 0.77) readAll(s, userId, next() < 0.5 ? undefined : 'notice');
      else if (roll < 0.79) s = { byId: new Map(s.byId), nextId: s.nextId }; // as a restored world: a new map, an index built afresh
      const type = next() < 0.3 ? pick(['notice', 'fd', 'match'] as const) : undefined;
      expect(lettersOf(s, userId, type)).toEqual(walked(userId, type));
      const counts: Record<string, number> = { brnotice_count: 0, bractivity_count: 0, brbulletin_count: 0, brmatch_count: 0, brfd_count: 0, notice_count: 0, activity_count: 0, fd_count: 0 };
      for (const l of walked(userId)) if (!l.readBy.has(userId)) counts[`${l.userId === null ? 'br' : ''}${l.type}_count`]! += 1;
      expect(unreadCounts(s, userId)).toEqual(counts);
      expect([...s.byId.values()].filter((l) => l.userId === ME).length).toBeLessThanOrEqual(PERSONAL_LETTERS_PER_USER_MAX);
    }
    // The first player's inbox reached its bound on the way.
    expect([...s.byId.values()].filter((l) => l.userId === ME)).toHaveLength(PERSONAL_LETTERS_PER_USER_MAX);
  });
});
