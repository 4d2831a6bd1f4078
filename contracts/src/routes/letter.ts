import { z } from 'zod';
import { initContract } from '@ts-rest/core';
import { post } from '../route';
import { epochMs, page, pageQuery, rowId as id } from '../envelope';
import { Code } from '../status-codes';
import { charsAtMost } from '../char-count';

const c = initContract();

/**
 * Site letters, the player's message centre (/mine/message; spec 001 section 7, "Messages").
 *
 * The unread counts the spec names (brnotice_count … fd_count) give the model: a letter has a
 * type (notice 通知, activity 活动, bulletin 公告, match 赛事, fd 财务: money movements, as in the /fd/
 * paths) and is either a broadcast to every member ("br") or addressed to one player. Only notice,
 * activity and fd letters are ever personal, so there is no personal bulletin or match count. A
 * broadcast is stored once and read or deleted per player. read, delete and onekeyRead answer the
 * caller's new unread counts, so the badge updates without another call. Times are epoch ms.
 */

export const LETTER_TYPES = ['notice', 'activity', 'bulletin', 'match', 'fd'] as const;
export const letterType = z.enum(LETTER_TYPES);
export type LetterType = z.infer<typeof letterType>;
/** The types a letter to one player can have. */
export const PERSONAL_LETTER_TYPES = ['notice', 'activity', 'fd'] as const satisfies readonly LetterType[];

export const LETTER_TYPE_NAMES = { notice: '通知', activity: '活动', bulletin: '公告', match: '赛事', fd: '财务' } as const satisfies Record<LetterType, string>;

/** How many letters one delete call may name. */
export const LETTER_DELETE_IDS_MAX = 100;

const count = z.number().int().nonnegative();
export const unreadCounts = z.object({
  brnotice_count: count,
  bractivity_count: count,
  brbulletin_count: count,
  brmatch_count: count,
  brfd_count: count,
  notice_count: count,
  activity_count: count,
  fd_count: count,
});
export type UnreadCounts = z.infer<typeof unreadCounts>;

/**
 * userSystem 1 is the member system (the only one this site has). A number that is not 1 is an
 * illegal value (6008); a missing one is a missing field (6007), which a bare z.literal would not
 * tell apart.
 */
export const getUnreadBody = z.object({
  userSystem: z.number().int().refine((n): n is 1 => n === 1, 'userSystem must be 1').describe('Always 1: the member system'),
});

export const letter = z.object({
  id,
  type: letterType,
  /** true: sent to every member (counted in the br*_count fields). */
  broadcast: z.boolean(),
  title: z.string().min(1).regex(charsAtMost(100)),
  content: z.string().regex(charsAtMost(5000)),
  read: z.boolean(),
  createdAt: epochMs,
});

export const letterListBody = pageQuery.extend({ type: letterType.optional() });
export const letterPage = page(letter);

const exampleCounts: UnreadCounts = {
  brnotice_count: 1, bractivity_count: 2, brbulletin_count: 0, brmatch_count: 1, brfd_count: 0, notice_count: 1, activity_count: 0, fd_count: 2,
};

export const letterContract = c.router({
  getUnreadForType: post({
    path: '/site/api/v1/site/letter/getUnreadForType',
    summary: 'The caller\'s unread letters per type, broadcast (br*) and personal',
    body: getUnreadBody,
    data: unreadCounts,
    example: exampleCounts,
  }),
  list: post({
    path: '/site/api/v1/site/letter/list',
    summary: 'The caller\'s letters, newest first, optionally of one type (history page size 15 by default)',
    body: letterListBody,
    data: letterPage,
    example: {
      list: [{ id: 5, type: 'fd', broadcast: false, title: '存款到账通知', content: '您于 01-01 12:00 提交的 500.00 元存款已到账，请查收。', read: false, createdAt: 1_735_704_000_000 }],
      total: 1, pageNum: 1, pageSize: 15,
    } satisfies z.input<typeof letterPage>,
  }),
  read: post({
    path: '/site/api/v1/site/letter/read',
    summary: 'Mark one letter read; answers the new unread counts',
    body: z.object({ id }),
    data: unreadCounts,
    codes: [Code.NOT_FOUND],
    example: exampleCounts,
  }),
  delete: post({
    path: '/site/api/v1/site/letter/delete',
    summary: 'Delete letters (a broadcast only for the caller); all or none: an unknown id answers 6004',
    body: z.object({ ids: z.array(id).min(1).max(LETTER_DELETE_IDS_MAX) }),
    data: unreadCounts,
    codes: [Code.NOT_FOUND],
    example: exampleCounts,
  }),
  onekeyRead: post({
    path: '/site/api/v1/site/letter/onekeyRead',
    summary: 'Mark every letter read, or every letter of one type; answers the new unread counts',
    body: z.object({ type: letterType.optional() }),
    data: unreadCounts,
    example: { ...exampleCounts, fd_count: 0, brfd_count: 0 },
  }),
});
