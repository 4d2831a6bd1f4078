import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { UPLOAD_URL_RE } from '@betsite/contracts/routes/member';
import { call, loginTrusted, resetAppBeforeEach } from '../../test-support/helpers';

/** Uploads are private by an unguessable url, and feedback shows only the caller's own (issue 15, item 4). */
const UPLOAD = '/site/api/v1/user/upload/uploadImage';
const FEEDBACK = '/site/api/v1/user/feedback/addFeedBack';
const FEEDBACK_INFO = '/site/api/v1/user/feedback/getFeedbackInfo';
const PNG_1PX = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let app: FastifyInstance;
resetAppBeforeEach((fresh) => {
  app = fresh;
});

async function upload(token: string): Promise<string> {
  const r = await call<{ url: string }>(app, UPLOAD, { image: PNG_1PX, purpose: 'feedback' }, token);
  expect(r.status_code).toBe(6000);
  return r.data.url;
}

describe('uploaded images', () => {
  it('are served at a url with a 128-bit random id, never at a counted one', async () => {
    const token = await loginTrusted(app, 'demo01');
    const [a, b] = [await upload(token), await upload(token)];
    expect(a).toMatch(UPLOAD_URL_RE);
    expect(a).not.toBe(b);
    expect(a).not.toContain('10001');
    expect((await app.inject({ method: 'GET', url: '/uploads/u10001-1.png' })).json()).toMatchObject({ status_code: 6004 });
  });

  it('are served with nosniff, their checked image type and a sandbox policy', async () => {
    const url = await upload(await loginTrusted(app, 'demo01'));
    const res = await app.inject({ method: 'GET', url });
    expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'content-type': 'image/png', 'content-security-policy': "default-src 'none'; sandbox" });
    expect((await app.inject({ method: 'GET', url: url.replace(/[0-9a-f]{4}\./, '0000.') })).headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 6010 for bytes that are not the image they claim to be', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    for (const type of ['png', 'jpeg', 'gif', 'webp']) {
      expect((await call(app, UPLOAD, { image: `data:image/${type};base64,${html}` }, await loginTrusted(app, 'demo01'))).status_code).toBe(6010);
    }
  });
});

describe('feedback images', () => {
  it('answers 6000 with the caller\'s own upload, shown in the feedback', async () => {
    const token = await loginTrusted(app, 'demo01');
    const url = await upload(token);
    const r = await call<{ id: number }>(app, FEEDBACK, { type: 6, content: '附图', images: [url] }, token);
    expect(r.status_code).toBe(6000);
    expect((await call(app, FEEDBACK_INFO, { id: r.data.id }, token)).data).toMatchObject({ images: [url] });
  });

  it('answers 6004 for another player\'s upload', async () => {
    const theirs = await upload(await loginTrusted(app, 'demo02'));
    const r = await call(app, FEEDBACK, { type: 6, content: '附图', images: [theirs] }, await loginTrusted(app, 'demo01'));
    expect(r).toMatchObject({ status_code: 6004, message: '图片不存在' });
  });

  it('answers 6008 for javascript:, data:text/html and outside links', async () => {
    const token = await loginTrusted(app, 'demo01');
    for (const url of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'https://evil.example/a.png', '/uploads/../site/api.png']) {
      expect((await call(app, FEEDBACK, { type: 6, content: '附图', images: [url] }, token)).status_code).toBe(6008);
    }
  });
});
