import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as browser from '@betsite/contracts/wire';
import * as node from './wire-node';

const SECRET = 'betsite-test-vector';

describe('wire-node interoperates with the contract (crypto-js) implementation', () => {
  it('opens what the browser sealed and the browser opens what it sealed', () => {
    fc.assert(
      fc.property(fc.fullUnicodeString({ maxLength: 300 }), (text) => {
        expect(node.open(SECRET, browser.seal(SECRET, text))).toBe(text);
        expect(browser.open(SECRET, node.seal(SECRET, text))).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it('opens the published test vector', () => {
    const body = browser.encryptBody(SECRET, { name: 'demo01', password: 'e10adc3949ba59abbe56e057f20f883e' }, '000102030405060708090a0b0c0d0e0f');
    expect(node.decryptBody(SECRET, body)).toEqual({ name: 'demo01', password: 'e10adc3949ba59abbe56e057f20f883e' });
    const url = browser.encryptPath(SECRET, '/site/api/v1/user/login', 1_700_000_000_000, '000102030405060708090a0b0c0d0e0f');
    expect(node.decryptPath(SECRET, url, 1_700_000_000_000, 1000)).toEqual({ ok: true, path: '/site/api/v1/user/login', ts: 1_700_000_000_000 });
    expect(node.decryptPath(SECRET, url, 1_700_000_300_000, 1000)).toEqual({ ok: false, reason: 'stale' });
  });

  it('refuses a token changed in any one character', () => {
    const token = browser.seal(SECRET, '{"a":1}');
    for (let i = 0; i < token.length; i++) {
      const c = token[i] === 'A' ? 'B' : 'A';
      expect(node.open(SECRET, token.slice(0, i) + c + token.slice(i + 1))).toBeNull();
    }
  });

  it('verifies ts-sign headers exactly as the contract does', () => {
    const header = browser.signTimestampIp(SECRET, 1_700_000_000_000, '203.0.113.7');
    expect(node.verifyTsSign(SECRET, header, 1_700_000_000_000, 1000)).toBe('ok');
    expect(node.verifyTsSign(SECRET, header.replace('203.0.113.7', '203.0.113.8'), 1_700_000_000_000, 1000)).toBe('bad-signature');
    expect(node.verifyTsSign(SECRET, 'junk', 0, 1000)).toBe('malformed');
  });

  it('replies in a form the browser decrypts', () => {
    const envelope = { status_code: 6000, data: { x: '成功' }, message: '成功' };
    expect(browser.decryptReply(SECRET, node.encryptReply(SECRET, JSON.stringify(envelope)))).toEqual(envelope);
  });
});
