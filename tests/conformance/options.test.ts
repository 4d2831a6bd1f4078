import { describe, expect, it } from 'vitest';
import { runConformance } from './main';
import { parseConformanceArgs, UsageError } from './options';
import { contractCatalogue, resolveOnly } from './selection';

describe('the conformance options', () => {
  it('hands the target options to the suite through its environment variables', () => {
    const options = parseConformanceArgs(['--base-url', 'https://partner.example', '--user', 'u1', '--password', 'p', '--device', 'd', '--pay-password', 'pp', '--secret', 's', '--modes', 'plain']);
    expect(options.env).toEqual({
      BETSITE_BASE_URL: 'https://partner.example',
      BETSITE_USER: 'u1',
      BETSITE_PASSWORD: 'p',
      BETSITE_DEVICE: 'd',
      BETSITE_PAY_PASSWORD: 'pp',
      BETSITE_WIRE_SECRET: 's',
      BETSITE_MODES: 'plain',
    });
  });

  it('hands a gateway\'s options on too: where the QA API and the socket answer, a strict gateway, a stateless mock', () => {
    const options = parseConformanceArgs(['--base-url', 'https://gw.example', '--qa-url', 'http://backend:3000', '--socket-url', 'http://backend:3000', '--strict-gateway', '--stateless-mock']);
    expect(options.env).toEqual({
      BETSITE_BASE_URL: 'https://gw.example',
      BETSITE_QA_URL: 'http://backend:3000',
      BETSITE_SOCKET_URL: 'http://backend:3000',
      BETSITE_STRICT_GATEWAY: '1',
      BETSITE_STATELESS_MOCK: '1',
      BETSITE_MODES: 'plain',
    });
  });

  it('makes --stateless-mock check the plain mode alone, unless --modes says otherwise', () => {
    expect(parseConformanceArgs(['--stateless-mock']).env).toEqual({ BETSITE_STATELESS_MOCK: '1', BETSITE_MODES: 'plain' });
    expect(parseConformanceArgs(['--stateless-mock', '--modes', 'plain,encrypted']).env).toEqual({ BETSITE_STATELESS_MOCK: '1', BETSITE_MODES: 'plain,encrypted' });
  });

  it('reads --junit, --html and --only, repeated or comma-separated', () => {
    const options = parseConformanceArgs(['--junit', 'out/j.xml', '--html', 'out/r.html', '--only', 'auth,site.preInfo', '--only', ' member ']);
    expect(options).toMatchObject({ junitFile: 'out/j.xml', htmlFile: 'out/r.html', only: ['auth', 'site.preInfo', 'member'], help: false });
    expect(parseConformanceArgs([])).toEqual({ env: {}, only: [], help: false });
  });

  it.each([
    ['an unknown option', ['--bogus']],
    ['a positional argument', ['partner.example']],
    ['a base URL that is not http(s)', ['--base-url', 'partner.example']],
    ['a QA URL that is not http(s)', ['--qa-url', 'backend:3000']],
    ['an unknown mode', ['--modes', 'plain,rot13']],
    ['an empty --only', ['--only', ',']],
    ['--junit without a file', ['--junit']],
  ])('refuses %s', (_what, argv) => {
    expect(() => parseConformanceArgs(argv)).toThrow(UsageError);
  });

  it('resolves tags, route keys and paths, and names what is unknown', () => {
    const catalogue = contractCatalogue();
    expect(resolveOnly(['auth', 'site.preInfo', 'socket'], catalogue)).toEqual({
      selectors: [{ kind: 'tag', tag: 'auth' }, { kind: 'route', key: 'site.preInfo' }, { kind: 'tag', tag: 'socket' }],
    });
    expect(resolveOnly(['/site/api/v1/user/login'], catalogue)).toEqual({ selectors: [{ kind: 'route', key: 'auth.login' }] });
    const unknown = resolveOnly(['auth', 'autth', 'auth.logn'], catalogue);
    expect('error' in unknown && unknown.error).toMatch(/unknown tag or route "autth", "auth.logn"\. Tags: .*auth.*member/);
  });
});

describe('runConformance', () => {
  const capture = () => {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, output: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
  };

  it('exits 2 with the unknown value named when --only matches no tag or route, before running anything', async () => {
    const { err, out, output } = capture();
    expect(await runConformance(['--only', 'wallet'], output)).toBe(2);
    expect(err.join('\n')).toContain('--only: unknown tag or route "wallet"');
    expect(out).toEqual([]);
  });

  it('exits 2 with the usage on a bad option, and 0 with it on --help', async () => {
    const bad = capture();
    expect(await runConformance(['--junit'], bad.output)).toBe(2);
    expect(bad.err.join('\n')).toContain('usage: npm run conformance');
    const help = capture();
    expect(await runConformance(['--help'], help.output)).toBe(0);
    expect(help.out.join('\n')).toContain('--only TAG|ROUTE');
  });
});
