import { describe, expect, it } from 'vitest';
import { SANDBOX_NAME_PATTERN } from './mock';
import {
  QA_KIT_DEFAULTS,
  SANDBOX_NAME_MAX,
  SANDBOX_RANDOM_HEX_LENGTH,
  checkQaKitOptions,
  cookieUrlsFor,
  keptSandboxNote,
  qaConsoleUrl,
  randomHex,
  sandboxNameFor,
} from './qa-playwright-options';

const options = (change: Partial<Parameters<typeof checkQaKitOptions>[0]> = {}) => checkQaKitOptions({ ...QA_KIT_DEFAULTS, baseURL: 'http://localhost:5173', ...change });

describe('the QA kit: sandbox names', () => {
  it('names a test prefix-title-random, in the characters a sandbox name allows', () => {
    expect(sandboxNameFor('qa', 'A deposit: credited once approved!', 'a1b2c3d4e5f6')).toBe('qa-a-deposit-credited-once-approved-a1b2c3d4e5f6');
  });

  it('cuts a long title so the name stays within 56 characters (room for a second world named after it), never ending the cut on a dash', () => {
    const name = sandboxNameFor('team-checkout-nightly', 'x'.repeat(12) + ' ' + 'y'.repeat(100), 'a1b2c3d4e5f6');
    expect(name).toHaveLength(SANDBOX_NAME_MAX);
    expect(SANDBOX_NAME_PATTERN.test(`${name}-other`)).toBe(true);
    expect(name).toMatch(/^team-checkout-nightly-x{12}-y+-a1b2c3d4e5f6$/);
    // 21 characters of room: the cut falls on the dash after the x's, which goes too.
    expect(sandboxNameFor('p'.repeat(30), `${'x'.repeat(20)} yyyy`, 'abc')).toBe(`${'p'.repeat(30)}-${'x'.repeat(20)}-abc`);
  });

  it('keeps prefix and random part alone when the title has no letter it can use (a Chinese title)', () => {
    expect(sandboxNameFor('e2e', '登录时网关返回 502', 'a1b2c3d4e5f6')).toBe('e2e-502-a1b2c3d4e5f6');
    expect(sandboxNameFor('e2e', '新设备验证', 'a1b2c3d4e5f6')).toBe('e2e-a1b2c3d4e5f6');
  });

  it('refuses a random part that is not hex, and a prefix that makes no valid name', () => {
    expect(() => sandboxNameFor('qa', 't', 'not-hex')).toThrow(/must be hex/);
    expect(() => sandboxNameFor('q a', 't', 'abc')).toThrow(/is no sandbox name/);
  });

  it('draws names that differ for the same test run twice at once (two workers, two shards)', () => {
    const names = new Set(Array.from({ length: 10_000 }, () => sandboxNameFor('qa', 'the same test', randomHex(SANDBOX_RANDOM_HEX_LENGTH))));
    expect(names.size).toBe(10_000);
    for (const name of [...names].slice(0, 100)) expect(name).toMatch(/^qa-the-same-test-[0-9a-f]{12}$/);
  });

  it('gives as many hex digits as asked, odd counts included', () => {
    expect(randomHex(12)).toMatch(/^[0-9a-f]{12}$/);
    expect(randomHex(5)).toMatch(/^[0-9a-f]{5}$/);
  });
});

describe('the QA kit: options', () => {
  it('takes the defaults: the API on localhost:3000, no token, no snapshot, delete after every test', () => {
    expect(options()).toEqual({ qaApiURL: 'http://localhost:3000', qaToken: undefined, qaSnapshot: undefined, qaKeepOnFailure: false, qaSandboxPrefix: 'qa', siteURL: 'http://localhost:5173' });
  });

  it('spells the URLs one way (no trailing slash) and reads empty token and snapshot as none', () => {
    expect(options({ qaApiURL: 'http://api.test:8080/', baseURL: 'https://site.test/', qaToken: '', qaSnapshot: '' })).toMatchObject({
      qaApiURL: 'http://api.test:8080',
      siteURL: 'https://site.test',
      qaToken: undefined,
      qaSnapshot: undefined,
    });
    expect(options({ baseURL: undefined }).siteURL).toBeUndefined();
  });

  it('refuses a wrong option with its name: a relative or non-http URL, a bad prefix, a bad snapshot name', () => {
    expect(() => options({ qaApiURL: 'localhost:3000' })).toThrow(/^qaApiURL: .* is not an http\(s\) URL/);
    expect(() => options({ qaApiURL: '/api' })).toThrow(/^qaApiURL: "\/api" is not an absolute URL/);
    expect(() => options({ baseURL: 'ftp://site.test' })).toThrow(/^baseURL: /);
    expect(() => options({ qaSandboxPrefix: '-team' })).toThrow(/^qaSandboxPrefix: /);
    expect(() => options({ qaSandboxPrefix: 'x'.repeat(25) })).toThrow(/^qaSandboxPrefix: /);
    expect(() => options({ qaSnapshot: 'rich player' })).toThrow(/^qaSnapshot: "rich player" is not a snapshot name/);
    expect(() => options({ qaSnapshot: 'rich@api-1@api-2' })).toThrow(/^qaSnapshot: /);
  });

  it('takes a snapshot by name, or with the instance that holds it (a proxy sharding sandboxes)', () => {
    expect(options({ qaSnapshot: 'rich-player' }).qaSnapshot).toBe('rich-player');
    expect(options({ qaSnapshot: 'rich-player@api-2' }).qaSnapshot).toBe('rich-player@api-2');
  });
});

describe('the QA kit: where the cookie goes, and what the report says', () => {
  it('sends the cookie to both loopback names when the site or the API is on one, every port alike', () => {
    expect(cookieUrlsFor(['http://localhost:5173', 'http://localhost:3000'])).toEqual(['http://localhost', 'http://127.0.0.1']);
    expect(cookieUrlsFor([undefined, 'http://127.0.0.1:3000'])).toEqual(['http://localhost', 'http://127.0.0.1']);
  });

  it('sends it to the site and the API on other hosts, with their scheme', () => {
    expect(cookieUrlsFor(['https://qa.example.test', 'http://api.example.test:3000'])).toEqual(['https://qa.example.test', 'http://api.example.test']);
  });

  it('names a kept sandbox and the QA console of the site', () => {
    expect(qaConsoleUrl('http://localhost:5173')).toBe('http://localhost:5173/__qa');
    expect(qaConsoleUrl('https://qa.example.test/shop')).toBe('https://qa.example.test/__qa');
    expect(keptSandboxNote('qa-x-1', 'http://localhost:5173')).toBe('sandbox qa-x-1 kept: open http://localhost:5173/__qa and join sandbox qa-x-1');
    expect(keptSandboxNote('qa-x-1', undefined)).toBe('sandbox qa-x-1 kept');
  });
});
