import { SANDBOX_NAME_PATTERN } from './mock';
import { SNAPSHOT_REF_PATTERN } from './mock-snapshots';

/**
 * The pure part of the QA kit (`qa-playwright.ts`): what a test's sandbox is called, which sites
 * its cookie goes to, and the options a suite sets through Playwright's `use`, checked once with a
 * message that names the option. No Playwright here, so these are unit-tested alone.
 */

/** The options of the kit, as a suite sets them in `use` (the site is Playwright's own `baseURL`). */
export interface QaKitOptions {
  /** Where the API answers (the QA API `/__mock` and the product calls the helpers make), e.g. `http://localhost:3000`. */
  qaApiURL: string;
  /** MOCK_API_TOKEN of a server that has one, sent as `x-mock-token` (header, and cookie for the browser). */
  qaToken: string | undefined;
  /** A saved snapshot (`POST /__mock/snapshots/:name`; `<name>@<instance>` behind a proxy) each test starts from: a fork of it per test. */
  qaSnapshot: string | undefined;
  /** Keep the sandbox of a test that failed (named in the report) instead of deleting it. */
  qaKeepOnFailure: boolean;
  /** The start of every sandbox name, so a team sees its own among the server's. */
  qaSandboxPrefix: string;
}

export const QA_KIT_DEFAULTS: QaKitOptions = {
  qaApiURL: 'http://localhost:3000',
  qaToken: undefined,
  qaSnapshot: undefined,
  qaKeepOnFailure: false,
  qaSandboxPrefix: 'qa',
};

/** A prefix leaves room in the SANDBOX_NAME_MAX characters of a name for the title and the random part. */
export const SANDBOX_PREFIX_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,23}$/;
/** 48 random bits: ten thousand names drawn at once share one with a chance under one in five million. */
export const SANDBOX_RANDOM_HEX_LENGTH = 12;
/**
 * A test's name stays 8 characters short of the 64 a name allows, so a test may name a second
 * world after its own (`${sandbox}-other`), as a QA engineer comparing two worlds does.
 */
export const SANDBOX_NAME_MAX = 56;

/** The checked options with the URLs in one spelling (no trailing slash). */
export interface CheckedQaKitOptions extends QaKitOptions {
  siteURL: string | undefined;
}

function absoluteHttpUrl(option: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${option}: "${value}" is not an absolute URL (e.g. http://localhost:3000)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${option}: "${value}" is not an http(s) URL`);
  return url.href.replace(/\/+$/, '');
}

/** The options a suite set, checked: a wrong one fails the test at once with the option's name. */
export function checkQaKitOptions(options: QaKitOptions & { baseURL: string | undefined }): CheckedQaKitOptions {
  const { baseURL, ...kit } = options;
  if (!SANDBOX_PREFIX_PATTERN.test(kit.qaSandboxPrefix)) {
    throw new Error(`qaSandboxPrefix: "${kit.qaSandboxPrefix}" must be 1-24 of A-Z a-z 0-9 . _ - starting with a letter or digit`);
  }
  const snapshot = kit.qaSnapshot || undefined;
  if (snapshot !== undefined && !SNAPSHOT_REF_PATTERN.test(snapshot)) {
    throw new Error(`qaSnapshot: "${snapshot}" is not a snapshot name (1-64 of A-Z a-z 0-9 . _ -, optionally @ the instance that holds it)`);
  }
  return {
    ...kit,
    qaApiURL: absoluteHttpUrl('qaApiURL', kit.qaApiURL),
    qaToken: kit.qaToken || undefined,
    qaSnapshot: snapshot,
    siteURL: baseURL ? absoluteHttpUrl('baseURL', baseURL) : undefined,
  };
}

/** `length` hex digits from the machine's random source (Web Crypto: Node and browsers alike). */
export function randomHex(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(Math.ceil(length / 2)));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('').slice(0, length);
}

/** The test's title in the characters a name allows, lower case, for a person reading the sandbox list. */
function titleSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A sandbox name for one test: `<prefix>-<title>-<random>`, at most SANDBOX_NAME_MAX characters. The random part
 * is what makes it unique across workers, shards and machines sharing a server (no counter is
 * shared between them); the title is cut to fit and only helps a person find the test's world.
 * The randomness is the machine's on purpose: a name decides no content of the world, which stays
 * the fixtures' (or the snapshot's), so a run is reproduced whatever the names.
 */
export function sandboxNameFor(prefix: string, title: string, random: string): string {
  if (!/^[0-9a-f]+$/.test(random)) throw new Error(`sandboxNameFor: the random part must be hex, got "${random}"`);
  const room = SANDBOX_NAME_MAX - prefix.length - random.length - 2;
  const slug = titleSlug(title).slice(0, Math.max(0, room)).replace(/-+$/, '');
  const name = slug ? `${prefix}-${slug}-${random}` : `${prefix}-${random}`;
  if (!SANDBOX_NAME_PATTERN.test(name)) throw new Error(`sandboxNameFor: "${name}" is no sandbox name (prefix "${prefix}")`);
  return name;
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1'];

/**
 * Where the browser's sandbox cookie goes: the site's and the API's hosts (a cookie ignores ports,
 * so every port of each), and both loopback names when either is one, since a page opened at
 * 127.0.0.1 and one at localhost are different sites to the browser.
 */
export function cookieUrlsFor(urls: readonly (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const value of urls) {
    if (value === undefined) continue;
    const url = new URL(value);
    const hosts = LOOPBACK_NAMES.includes(url.hostname) ? LOOPBACK_NAMES : [url.hostname];
    for (const host of hosts) origins.add(`${url.protocol}//${host}`);
  }
  return [...origins];
}

/** The QA console of the site, where a kept sandbox is joined by name; none without a site. */
export function qaConsoleUrl(siteURL: string | undefined): string | undefined {
  return siteURL === undefined ? undefined : new URL('/__qa', `${siteURL}/`).href;
}

/** What the report says of a kept sandbox, so a person can open its world. */
export function keptSandboxNote(sandbox: string, siteURL: string | undefined): string {
  const consoleUrl = qaConsoleUrl(siteURL);
  return consoleUrl === undefined ? `sandbox ${sandbox} kept` : `sandbox ${sandbox} kept: open ${consoleUrl} and join sandbox ${sandbox}`;
}
