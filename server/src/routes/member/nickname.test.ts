import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@betsite/contracts/validation';
import { call, loginTrusted, resetAppBeforeEach } from '../../../test-support/helpers';
import { findAccountByName } from '../../accounts/state';

/** Nicknames show to other players exactly as typed (issue 15, item 10). */
const BIND_OTHER = '/site/api/v1/user/member/bindOther';

let app: FastifyInstance;
resetAppBeforeEach((fresh) => {
  app = fresh;
});

describe('bindOther nickName', () => {
  it('answers 6008 for a bidi override that would show 服客方官 as 官方客服, and keeps the old nickname', async () => {
    const before = findAccountByName(app.ctx.state, 'demo02')?.nickName;
    const r = await call(app, BIND_OTHER, { nickName: '\u202e服客方官' }, await loginTrusted(app, 'demo02'));
    expect(r).toMatchObject({ status_code: 6008, message: MESSAGES.nicknameCharacters });
    expect(findAccountByName(app.ctx.state, 'demo02')?.nickName).toBe(before);
  });

  it('answers 6008 for a reserved name written with spaces or full-width letters', async () => {
    const token = await loginTrusted(app, 'demo02');
    for (const nickName of ['官方 客服', 'ＡＤＭＩＮ']) expect(await call(app, BIND_OTHER, { nickName }, token)).toMatchObject({ status_code: 6008, message: MESSAGES.nicknameReserved });
  });

  it('answers 6000 for twelve emoji (twelve code points, 24 UTF-16 units)', async () => {
    const r = await call(app, BIND_OTHER, { nickName: '🎰'.repeat(12) }, await loginTrusted(app, 'demo02'));
    expect(r).toMatchObject({ status_code: 6000, data: { nickName: '🎰'.repeat(12) } });
  });
});
