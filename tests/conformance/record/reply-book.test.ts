import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { contract } from '@betsite/contracts/contract';
import { SCENARIO_SET_FILE_BYTES_MAX, SCENARIO_SET_STEPS_MAX, scenarioSet } from '@betsite/contracts/scenario-sets';
import { allRoutes } from '@betsite/contracts/walk';
import { createReplyBook } from './reply-book';

const LOGIN = '/site/api/v1/user/login';
const INFO = '/site/api/v1/user/member/info';
const ok = (data: unknown) => ({ status_code: 6000, message: '成功', data });
const limits = { repliesPerRouteMax: 3, dataBytesMax: 1024 };

describe('createReplyBook', () => {
  it('replays a route\'s replies in the order seen, each as often as seen, then keeps the last (newest step answers first)', () => {
    const book = createReplyBook(limits);
    book.add('POST', INFO, ok({ n: 1 }));
    book.add('POST', INFO, ok({ n: 1 }));
    book.add('POST', INFO, ok({ n: 2 }));
    book.add('POST', INFO, { status_code: 6001, message: '登录过期', data: null });
    const { set } = book.toScenarioSet('rec', 'd');
    expect(set.steps.map((s) => ('force' in s ? [s.force.status_code, s.force.data, s.force.times] : []))).toEqual([
      [6001, undefined, undefined],
      [6000, { n: 2 }, 1],
      [6000, { n: 1 }, 2],
    ]);
  });

  it('writes YAML that reads back as the same set, with tokens redacted', () => {
    const book = createReplyBook(limits);
    book.add('POST', LOGIN, ok({ token: 'secret-token-value', userId: 1 }));
    const { yaml } = book.toScenarioSet('rec', 'd');
    expect(yaml).not.toContain('secret-token-value');
    expect(parse(yaml)).toEqual({ name: 'rec', description: 'd', steps: [{ force: { path: LOGIN, method: 'POST', status_code: 6000, message: '成功', data: { token: 'redacted', userId: 1 } } }] });
  });

  it('keeps repliesPerRouteMax distinct replies of a route and counts the rest as skipped', () => {
    const book = createReplyBook({ ...limits, repliesPerRouteMax: 1 });
    book.add('POST', INFO, ok({ n: 1 }));
    book.add('POST', INFO, ok({ n: 2 }));
    expect(book.toScenarioSet('rec', 'd').set.steps).toHaveLength(1);
    expect(book.skipped()).toEqual({ 'more than 1 distinct replies on one route': 1 });
  });

  it('skips a reply whose data is over dataBytesMax, and one the QA API could not force (a code outside the catalogue)', () => {
    const book = createReplyBook(limits);
    book.add('POST', INFO, ok({ blob: 'x'.repeat(2_000) }));
    book.add('POST', INFO, { status_code: 6998, message: 'x', data: null });
    expect(book.routeCount()).toBe(0);
    expect(Object.keys(book.skipped())).toEqual(['data over 1024 bytes', 'not a valid force step (not a catalogue status code)']);
  });

  it('leaves whole routes out, the last seen first, when the set would pass the steps bound, and names them', () => {
    const book = createReplyBook({ ...limits, repliesPerRouteMax: SCENARIO_SET_STEPS_MAX });
    for (let n = 0; n < SCENARIO_SET_STEPS_MAX; n++) book.add('POST', INFO, ok({ n }));
    book.add('POST', LOGIN, ok({ token: 't', userId: 1 }));
    const { set, routesLeftOut } = book.toScenarioSet('rec', 'd');
    expect(set.steps).toHaveLength(SCENARIO_SET_STEPS_MAX);
    expect(routesLeftOut).toEqual([`POST ${LOGIN}`]);
  });

  it('leaves routes out until the YAML fits a set file\'s byte bound', () => {
    const book = createReplyBook({ ...limits, dataBytesMax: 200 * 1024 });
    book.add('POST', LOGIN, ok({ blob: 'a'.repeat(100 * 1024) }));
    book.add('POST', INFO, ok({ blob: 'b'.repeat(100 * 1024) }));
    book.add('POST', '/site/api/v1/configuration/preInfo', ok({ blob: 'c'.repeat(100 * 1024) }));
    const { yaml, routesLeftOut } = book.toScenarioSet('rec', 'd');
    expect(routesLeftOut).toEqual(['POST /site/api/v1/configuration/preInfo']);
    expect(Buffer.byteLength(yaml)).toBeLessThanOrEqual(SCENARIO_SET_FILE_BYTES_MAX);
  });

  it('keeps a set of exactly the byte bound, and leaves the last route out one byte past it', () => {
    const bookWith = (n: number) => {
      const book = createReplyBook({ ...limits, dataBytesMax: 200 * 1024 });
      book.add('POST', LOGIN, ok({ blob: 'a'.repeat(100 * 1024) }));
      book.add('POST', INFO, ok({ blob: 'b'.repeat(n) }));
      return book;
    };
    // One unbroken word: the YAML grows by exactly one byte per character.
    const probe = 100 * 1024;
    const exact = probe + SCENARIO_SET_FILE_BYTES_MAX - Buffer.byteLength(bookWith(probe).toScenarioSet('rec', 'd').yaml);
    const atBound = bookWith(exact).toScenarioSet('rec', 'd');
    expect([Buffer.byteLength(atBound.yaml), atBound.routesLeftOut]).toEqual([SCENARIO_SET_FILE_BYTES_MAX, []]);
    expect(bookWith(exact + 1).toScenarioSet('rec', 'd').routesLeftOut).toEqual([`POST ${INFO}`]);
  });

  it('keeps the longest run of routes, in the order seen, whose set fits both bounds (any sizes, any text)', () => {
    // Sizes that land anywhere near the byte bound, and text YAML quotes, folds or writes in UTF-8;
    // drawn as (kind, repeat) so a failure prints short.
    const TEXTS = ['x', '金冠体育 ', 'a: b\n- c # "d" ', 'é'];
    const reply = fc.record({ kind: fc.nat(TEXTS.length - 1), repeat: fc.nat(20_000), n: fc.nat(9) });
    const route = fc.array(reply, { minLength: 1, maxLength: 3 });
    // At most 20,000 characters (60 KB in UTF-8): every reply is kept and every route fits alone.
    const dataOf = ({ kind, repeat, n }: { kind: number; repeat: number; n: number }) => ({ text: (TEXTS[kind] ?? '').repeat(repeat).slice(0, 20_000), n });
    const posts = allRoutes(contract).flatMap(({ route }) => (route.method === 'POST' ? [route.path] : []));
    const pathOf = (r: number) => posts[r] ?? '';
    const bookOf = (routes: { kind: number; repeat: number; n: number }[][], only?: number) => {
      const book = createReplyBook({ repliesPerRouteMax: 3, dataBytesMax: 64 * 1024 });
      routes.forEach((replies, r) => (only === undefined || r === only) && replies.forEach((drawn) => book.add('POST', pathOf(r), ok(dataOf(drawn)))));
      return book;
    };
    fc.assert(
      fc.property(fc.array(route, { minLength: 1, maxLength: 60, size: 'max' }), (routes) => {
        const { set, yaml, routesLeftOut } = bookOf(routes).toScenarioSet('rec', 'd');
        expect(Buffer.byteLength(yaml)).toBeLessThanOrEqual(SCENARIO_SET_FILE_BYTES_MAX);
        expect(set.steps.length).toBeLessThanOrEqual(SCENARIO_SET_STEPS_MAX);
        expect(scenarioSet.parse(parse(yaml))).toEqual(set);
        expect(routesLeftOut).toEqual(routes.map((_r, i) => `POST ${pathOf(i)}`).slice(routes.length - routesLeftOut.length));
        if (routesLeftOut.length === 0) return;
        // The first route left out did not fit: the whole set written with it passes a bound.
        const next = routes.length - routesLeftOut.length;
        const nextSteps = bookOf(routes, next).toScenarioSet('rec', 'd').set.steps;
        const steps = [...set.steps, ...nextSteps];
        const whole = `# Recorded by npm run record; replay: POST /__mock/scenario-sets/rec/apply\n${stringify({ name: 'rec', description: 'd', steps })}`;
        expect(steps.length > SCENARIO_SET_STEPS_MAX || Buffer.byteLength(whole) > SCENARIO_SET_FILE_BYTES_MAX).toBe(true);
      }),
      // Shrinking sets of this size takes minutes: the first failing case is reported as drawn.
      { numRuns: 40, endOnFailure: true },
    );
  });

  it('throws when nothing was kept: there is no set to write (the caller checks routeCount first)', () => {
    expect(() => createReplyBook(limits).toScenarioSet('rec', 'd')).toThrow(/kept no reply/);
  });
});
