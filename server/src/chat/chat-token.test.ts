import { describe, expect, it } from 'vitest';
import { CHAT_TOKEN_TTL_MS, signChatToken, verifyChatToken } from './chat-token';

const SECRET = 'a-test-secret-of-some-length';
const NOW = 1_768_464_000_000;

describe('chat token', () => {
  it('is a three-part HS256 JWT carrying the user id and an expiry', () => {
    const { jwt, expiresAt } = signChatToken(SECRET, { userId: 10001, name: 'demo01' }, NOW);
    const [h, p] = jwt.split('.');
    expect(JSON.parse(Buffer.from(h!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(p!, 'base64url').toString())).toMatchObject({ uid: 10001, sub: '10001', name: 'demo01' });
    expect(expiresAt).toBe(NOW + CHAT_TOKEN_TTL_MS);
  });

  it('verifies a genuine token until it expires', () => {
    const { jwt } = signChatToken(SECRET, { userId: 10001, name: 'demo01' }, NOW);
    expect(verifyChatToken(SECRET, jwt, NOW + 1000)).toEqual({ userId: 10001, name: 'demo01', issuedAt: NOW, expiresAt: NOW + CHAT_TOKEN_TTL_MS });
    expect(verifyChatToken(SECRET, jwt, NOW + CHAT_TOKEN_TTL_MS)).toBeNull();
  });

  it('refuses a token signed with another secret, an edited payload, and junk', () => {
    const { jwt } = signChatToken(SECRET, { userId: 10001, name: 'demo01' }, NOW);
    expect(verifyChatToken('another-secret-entirely', jwt, NOW)).toBeNull();
    const [h, , s] = jwt.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', uid: 1, name: 'x', iat: NOW / 1000, exp: NOW / 1000 + 3600 })).toString('base64url');
    expect(verifyChatToken(SECRET, `${h}.${forged}.${s}`, NOW)).toBeNull();
    expect(verifyChatToken(SECRET, 'a.b', NOW)).toBeNull();
    expect(verifyChatToken(SECRET, 'x'.repeat(5000), NOW)).toBeNull();
    expect(verifyChatToken(SECRET, '', NOW)).toBeNull();
  });

  it('refuses a token whose header names another algorithm, even with a valid MAC', async () => {
    const { createHash, createHmac } = await import('node:crypto');
    const key = createHash('sha256').update(`${SECRET}:chat`).digest();
    const h = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const p = Buffer.from(JSON.stringify({ sub: '1', uid: 1, name: 'x', iat: NOW / 1000, exp: NOW / 1000 + 3600 })).toString('base64url');
    const s = createHmac('sha256', key).update(`${h}.${p}`).digest('base64url');
    expect(verifyChatToken(SECRET, `${h}.${p}.${s}`, NOW)).toBeNull();
  });
});
