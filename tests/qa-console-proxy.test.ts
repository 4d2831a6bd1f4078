import { describe, expect, it } from 'vitest';
import viteConfig from '../client/vite.config';
import { checkMockRequest } from '../server/src/routes/mock/guard';

/**
 * The QA console (/__qa) is served by vite and calls /__mock through vite's proxy: the guard of the
 * QA API must see those calls as same-origin ones, and still refuse other pages' calls.
 */
// The dev server's config, as `vite` (npm run client) asks for it.
const proxied = viteConfig({ command: 'serve', mode: 'development' }).server?.proxy ?? {};
const WEB_HOST = 'localhost:5173';

/** The headers the server receives for a console POST, as the proxy forwards them. */
function forwarded(changeOrigin: boolean, origin = `http://${WEB_HOST}`) {
  return { host: changeOrigin ? 'localhost:3000' : WEB_HOST, origin, 'sec-fetch-site': 'same-origin' };
}

describe('the QA console through the dev proxy', () => {
  it('keeps the browser\'s Host on /__mock (changeOrigin off), so the guard accepts the console\'s POSTs', () => {
    const rule = proxied['/__mock/'];
    expect(typeof rule === 'object' && rule.changeOrigin).toBe(false);
    expect(checkMockRequest(forwarded(false), null)).toBeNull();
  });

  it('answers 403 to a console POST whose Host the proxy rewrote (why changeOrigin is off)', () => {
    expect(checkMockRequest(forwarded(true), null)).toMatchObject({ status: 403 });
  });

  it('answers 403 to another page\'s call relayed by the proxy', () => {
    expect(checkMockRequest({ ...forwarded(false, 'http://evil.example'), 'sec-fetch-site': 'cross-site' }, null)).toMatchObject({ status: 403 });
    expect(checkMockRequest({ host: WEB_HOST, origin: 'http://evil.example' }, null)).toMatchObject({ status: 403 });
  });
});
