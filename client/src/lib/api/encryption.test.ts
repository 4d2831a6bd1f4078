import { describe, expect, it } from 'vitest';
import { decryptBody, decryptPath, encryptReply, ENCRYPTED_PATH_PREFIX } from '@betsite/contracts/wire';
import { encryptRequest, openReply } from './encryption';

const secret = 'test-secret-0123456789';
const now = 1_700_000_000_000;

describe('safe-switch encryption', () => {
  it('seals path and body so the server recovers both', () => {
    const sent = encryptRequest(secret, { path: '/site/api/v1/user/login', method: 'POST' }, { name: 'player01' }, now);
    expect(sent.path.startsWith(ENCRYPTED_PATH_PREFIX)).toBe(true);
    expect(sent.path).not.toContain('login');
    expect(decryptPath(secret, sent.path, now, 1000)).toMatchObject({ ok: true, path: '/site/api/v1/user/login', ts: now });
    expect(decryptBody(secret, JSON.parse(sent.body ?? ''), sent.path)).toEqual({ name: 'player01' });
  });

  it('binds the body to its own path token and seals every call afresh', () => {
    const a = encryptRequest(secret, { path: '/x', method: 'POST' }, { n: 1 }, now);
    const b = encryptRequest(secret, { path: '/x', method: 'POST' }, { n: 1 }, now);
    expect(a.path).not.toBe(b.path);
    expect(decryptBody(secret, JSON.parse(a.body ?? ''), b.path)).toBeNull();
  });

  it('sends {} sealed for a call without payload, and no body on GET', () => {
    const post = encryptRequest(secret, { path: '/x', method: 'POST' }, undefined, now);
    expect(decryptBody(secret, JSON.parse(post.body ?? ''), post.path)).toEqual({});
    const get = encryptRequest(secret, { path: '/x?a=1', method: 'GET' }, undefined, now);
    expect(get.body).toBeUndefined();
    expect(decryptPath(secret, get.path, now, 1000)).toMatchObject({ ok: true, path: '/x?a=1' });
  });

  it('opens a sealed reply and passes a plain one through', () => {
    const envelope = { status_code: 6000, data: { a: 1 }, message: '成功' };
    expect(openReply(secret, encryptReply(secret, JSON.stringify(envelope)))).toEqual({ ok: true, envelope });
    expect(openReply(secret, envelope)).toEqual({ ok: true, envelope });
    expect(openReply('another-secret-0123456', encryptReply(secret, JSON.stringify(envelope)))).toEqual({ ok: false });
  });
});
