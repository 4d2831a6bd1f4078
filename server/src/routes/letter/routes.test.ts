import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LETTER_DELETE_IDS_MAX, type UnreadCounts } from '@betsite/contracts/routes/letter';
import { call, signedInBeforeEach } from '../../../test-support/helpers';
import type { Page } from '../../lib/paging';

const P = {
  unread: '/site/api/v1/site/letter/getUnreadForType',
  list: '/site/api/v1/site/letter/list',
  read: '/site/api/v1/site/letter/read',
  del: '/site/api/v1/site/letter/delete',
  onekeyRead: '/site/api/v1/site/letter/onekeyRead',
} as const;

interface Letter { id: number; type: string; broadcast: boolean; read: boolean; createdAt: number }

/** demo01's letters in fixtures/letters.json: 9 broadcasts and 4 personal letters. */
const DEMO01_COUNTS: UnreadCounts = {
  brnotice_count: 1, bractivity_count: 2, brbulletin_count: 0, brmatch_count: 2, brfd_count: 0, notice_count: 1, activity_count: 0, fd_count: 1,
};
const BROADCAST_NOTICE_UNREAD = 2;
const PERSONAL_FD_UNREAD = 11;
const PERSONAL_NOTICE_UNREAD = 13;
const DEMO02_LETTER = 14;
const DEMO02 = 10002;

let app: FastifyInstance;
let token: string;
signedInBeforeEach((fresh) => ({ app, token } = fresh));

/** demo02 has no trusted device; these tests are about letters, not the new-device rules. */
const demo02 = () => app.ctx.sessions.issue(DEMO02, 'letter-test').token;

describe('getUnreadForType', () => {
  it('answers 6000 with the caller\'s unread broadcast and personal counts', async () => {
    expect(await call(app, P.unread, { userSystem: 1 }, token)).toMatchObject({ status_code: 6000, data: DEMO01_COUNTS });
  });

  it('answers 6000 with another player\'s own counts', async () => {
    const r = await call<UnreadCounts>(app, P.unread, { userSystem: 1 }, demo02());
    expect(r.data).toMatchObject({ brnotice_count: 2, notice_count: 1, fd_count: 0 });
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, P.unread, { userSystem: 1 })).status_code).toBe(6001);
  });

  it('answers 6007 when userSystem is missing', async () => {
    expect((await call(app, P.unread, {}, token)).status_code).toBe(6007);
  });

  it('answers 6008 when userSystem is not 1', async () => {
    expect((await call(app, P.unread, { userSystem: 2 }, token)).status_code).toBe(6008);
  });
});

describe('list', () => {
  it('answers 6000 with the caller\'s letters, newest first, 15 to a page', async () => {
    const r = await call<Page<Letter>>(app, P.list, {}, token);
    expect(r.status_code).toBe(6000);
    expect(r.data).toMatchObject({ total: 13, pageNum: 1, pageSize: 15 });
    const times = r.data.list.map((l) => l.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(r.data.list.map((l) => l.id)).not.toContain(DEMO02_LETTER);
  });

  it('answers 6000 with one type, one page at a time', async () => {
    const fd = await call<Page<Letter>>(app, P.list, { type: 'fd' }, token);
    expect(fd.data.list.map((l) => [l.id, l.broadcast, l.read])).toEqual([[11, false, false], [10, false, true], [9, true, true]]);
    const page = await call<Page<Letter>>(app, P.list, { pageNum: 3, pageSize: 5 }, token);
    expect(page.data.list).toHaveLength(3);
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, P.list, {})).status_code).toBe(6001);
  });

  it('answers 6007 when pageNum is not a number', async () => {
    expect((await call(app, P.list, { pageNum: 'x' }, token)).status_code).toBe(6007);
  });

  it('answers 6008 for an unknown type', async () => {
    expect((await call(app, P.list, { type: 'chat' }, token)).status_code).toBe(6008);
  });
});

describe('read', () => {
  it('answers 6000 with the counts lowered, and the letter shows as read', async () => {
    const r = await call<UnreadCounts>(app, P.read, { id: PERSONAL_FD_UNREAD }, token);
    expect(r).toMatchObject({ status_code: 6000, data: { ...DEMO01_COUNTS, fd_count: 0 } });
    const fd = await call<Page<Letter>>(app, P.list, { type: 'fd' }, token);
    expect(fd.data.list.find((l) => l.id === PERSONAL_FD_UNREAD)?.read).toBe(true);
  });

  it('answers 6000 for a broadcast read by one player, still unread for another', async () => {
    await call(app, P.read, { id: BROADCAST_NOTICE_UNREAD }, token);
    expect((await call<UnreadCounts>(app, P.unread, { userSystem: 1 }, demo02())).data.brnotice_count).toBe(2);
  });

  it('answers 6004 for another player\'s letter', async () => {
    expect((await call(app, P.read, { id: DEMO02_LETTER }, token)).status_code).toBe(6004);
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, P.read, { id: 1 })).status_code).toBe(6001);
  });

  it('answers 6007 when id is missing', async () => {
    expect((await call(app, P.read, {}, token)).status_code).toBe(6007);
  });

  it('answers 6008 when id is 0', async () => {
    expect((await call(app, P.read, { id: 0 }, token)).status_code).toBe(6008);
  });
});

describe('delete', () => {
  it('answers 6000 with the counts lowered; the letters leave the caller\'s list only', async () => {
    const r = await call<UnreadCounts>(app, P.del, { ids: [BROADCAST_NOTICE_UNREAD, PERSONAL_NOTICE_UNREAD] }, token);
    expect(r).toMatchObject({ status_code: 6000, data: { ...DEMO01_COUNTS, brnotice_count: 0, notice_count: 0 } });
    expect((await call<Page<Letter>>(app, P.list, {}, token)).data.total).toBe(11);
    const theirs = await call<Page<Letter>>(app, P.list, {}, demo02());
    expect(theirs.data.list.map((l) => l.id)).toContain(BROADCAST_NOTICE_UNREAD);
  });

  it('answers 6004 when one id is not the caller\'s, and deletes nothing', async () => {
    expect((await call(app, P.del, { ids: [BROADCAST_NOTICE_UNREAD, DEMO02_LETTER] }, token)).status_code).toBe(6004);
    expect((await call<Page<Letter>>(app, P.list, {}, token)).data.total).toBe(13);
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, P.del, { ids: [1] })).status_code).toBe(6001);
  });

  it('answers 6007 when ids is missing or not a list', async () => {
    expect((await call(app, P.del, {}, token)).status_code).toBe(6007);
    expect((await call(app, P.del, { ids: 1 }, token)).status_code).toBe(6007);
  });

  it('answers 6008 for an empty list or more ids than one call may name', async () => {
    expect((await call(app, P.del, { ids: [] }, token)).status_code).toBe(6008);
    const many = Array.from({ length: LETTER_DELETE_IDS_MAX + 1 }, (_, i) => i + 1);
    expect((await call(app, P.del, { ids: many }, token)).status_code).toBe(6008);
  });
});

describe('onekeyRead', () => {
  it('answers 6000 with one type read and the others untouched', async () => {
    const r = await call<UnreadCounts>(app, P.onekeyRead, { type: 'match' }, token);
    expect(r).toMatchObject({ status_code: 6000, data: { ...DEMO01_COUNTS, brmatch_count: 0 } });
  });

  it('answers 6000 with every count at 0 without a type', async () => {
    const r = await call<UnreadCounts>(app, P.onekeyRead, {}, token);
    expect(Object.values(r.data).every((n) => n === 0)).toBe(true);
    expect((await call<UnreadCounts>(app, P.unread, { userSystem: 1 }, demo02())).data.brnotice_count).toBe(2);
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, P.onekeyRead, {})).status_code).toBe(6001);
  });

  it('answers 6007 when type is not a string', async () => {
    expect((await call(app, P.onekeyRead, { type: 3 }, token)).status_code).toBe(6007);
  });

  it('answers 6008 for an unknown type', async () => {
    expect((await call(app, P.onekeyRead, { type: 'all' }, token)).status_code).toBe(6008);
  });
});
