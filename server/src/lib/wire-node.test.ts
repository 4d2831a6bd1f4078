import { createCipheriv, createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as browser from '@betsite/contracts/wire';
import * as node from './wire-node';
import { JSON_DEPTH_MAX } from './json-depth';

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

  it('refuses a sealed body nested deeper than the body parser allows (6008 at the wire)', () => {
    const nonce = 'AAECAwQFBgcICQoLDA0ODw';
    const deep = `${'['.repeat(JSON_DEPTH_MAX + 1)}${']'.repeat(JSON_DEPTH_MAX + 1)}`;
    expect(node.decryptBody(SECRET, { data: browser.seal(SECRET, `${nonce}|${deep}`) }, nonce)).toBeNull();
    const atBound = `${'['.repeat(JSON_DEPTH_MAX)}${']'.repeat(JSON_DEPTH_MAX)}`;
    expect(node.decryptBody(SECRET, { data: browser.seal(SECRET, `${nonce}|${atBound}`) }, nonce)).not.toBeNull();
  });

  it('opens the published test vector', () => {
    const url = browser.encryptPath(SECRET, '/site/api/v1/user/login', 1_700_000_000_000, '000102030405060708090a0b0c0d0e0f');
    const nonce = 'AAECAwQFBgcICQoLDA0ODw';
    expect(node.decryptPath(SECRET, url, 1_700_000_000_000, 1000)).toEqual({ ok: true, path: '/site/api/v1/user/login', ts: 1_700_000_000_000, nonce });
    expect(node.decryptPath(SECRET, url, 1_700_000_000_000, 1000)).toEqual(browser.decryptPath(SECRET, url, 1_700_000_000_000, 1000));
    const body = browser.encryptBody(SECRET, { name: 'demo01', password: 'e10adc3949ba59abbe56e057f20f883e' }, url, '000102030405060708090a0b0c0d0e0f');
    expect(node.decryptBody(SECRET, body, nonce)).toEqual({ name: 'demo01', password: 'e10adc3949ba59abbe56e057f20f883e' });
    expect(node.decryptPath(SECRET, url, 1_700_000_300_000, 1000)).toEqual({ ok: false, reason: 'stale' });
  });

  it('takes the same nonce from any path token as the contract does, and binds bodies alike', () => {
    fc.assert(
      fc.property(fc.webPath().map((p) => `/${p.replace(/^\/+/, '')}`), fc.jsonValue(), (path, value) => {
        const url = browser.encryptPath(SECRET, path, 1_700_000_000_000);
        const opened = node.decryptPath(SECRET, url, 1_700_000_000_000, 1000);
        expect(opened).toEqual(browser.decryptPath(SECRET, url, 1_700_000_000_000, 1000));
        const nonce = browser.pathNonce(url)!;
        expect(opened.ok && opened.nonce).toBe(nonce);
        expect(JSON.stringify(node.decryptBody(SECRET, browser.encryptBody(SECRET, value, url), nonce))).toBe(JSON.stringify(value));
        const other = browser.encryptPath(SECRET, path, 1_700_000_000_000);
        expect(node.decryptBody(SECRET, browser.encryptBody(SECRET, value, other), nonce)).toBeNull();
      }),
      { numRuns: 100 },
    );
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
    const json = JSON.parse(node.encryptedReplyJson(SECRET, JSON.stringify(envelope))) as { encrypted: unknown; payload: string };
    expect(Object.keys(json)).toEqual(['encrypted', 'payload']);
    expect(json.encrypted).toBe(1);
    expect(json.payload).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(browser.decryptReply(SECRET, json)).toEqual(envelope);
  });

  it('refuses a correctly signed token whose padding is wrong, as the browser does', () => {
    // Seal raw blocks by hand (keys as contracts/README.md derives them) so only the padding is bad.
    const key = (use: string) => createHash('sha256').update(`${SECRET}:${use}`).digest();
    const sealRaw = (blocks: Buffer) => {
      const iv = Buffer.alloc(16, 7);
      const cipher = createCipheriv('aes-256-cbc', key('enc'), iv).setAutoPadding(false);
      const signed = Buffer.concat([iv, cipher.update(blocks), cipher.final()]);
      return Buffer.concat([signed, createHmac('sha256', key('mac')).update(signed).digest()]).toString('base64url');
    };
    const text = Buffer.from('{"a":1}');
    const block = (tail: number[]) => Buffer.concat([text, Buffer.alloc(16 - text.length - tail.length, 0x61), Buffer.from(tail)]);
    for (const tail of [[0], [17], [0xff], [2, 3, 3], [9, 9]]) {
      const token = sealRaw(block(tail));
      expect(node.open(SECRET, token)).toBeNull();
      expect(browser.open(SECRET, token)).toBeNull();
    }
    // The same hand-made sealing with a right padding opens: the refusals above are the padding's.
    const good = sealRaw(Buffer.concat([text, Buffer.alloc(9, 9)]));
    expect(node.open(SECRET, good)).toBe('{"a":1}');
    expect(browser.open(SECRET, good)).toBe('{"a":1}');
  });

  it('opens many tokens in a row and in any order through the one long-lived decipher', () => {
    const texts = Array.from({ length: 50 }, (_, i) => '路'.repeat(i) + String(i));
    const tokens = texts.map((t) => node.seal(SECRET, t));
    const order = [...tokens.keys()].reverse();
    for (const i of order) expect(node.open(SECRET, tokens[i]!)).toBe(texts[i]);
    expect(node.open('another-secret', tokens[0]!)).toBeNull();
    expect(node.open(SECRET, tokens[0]!)).toBe(texts[0]);
  });

  it('gives every token a fresh iv that is not the last block the previous token showed', () => {
    const blocks = (token: string) => {
      const bytes = Buffer.from(token, 'base64url');
      return { iv: bytes.subarray(0, 16).toString('hex'), lastBlock: bytes.subarray(bytes.length - 48, bytes.length - 32).toString('hex') };
    };
    const seen = new Set<string>();
    let previous = blocks(node.seal(SECRET, 'first'));
    for (let i = 0; i < 500; i++) {
      const current = blocks(node.seal(SECRET, i % 2 ? '{}' : 'x'.repeat(i)));
      expect(current.iv).not.toBe(previous.lastBlock); // the chained cipher's predictable next iv
      expect(seen.has(current.iv)).toBe(false);
      seen.add(current.iv);
      previous = current;
    }
  });

  it('seals and opens texts longer than the MAC scratch buffer, both ways with the browser', () => {
    for (const text of ['路'.repeat(1400), 'x'.repeat(4096 - 16), 'y'.repeat(9000)]) {
      expect(node.open(SECRET, browser.seal(SECRET, text))).toBe(text);
      expect(browser.open(SECRET, node.seal(SECRET, text))).toBe(text);
    }
  });
});
