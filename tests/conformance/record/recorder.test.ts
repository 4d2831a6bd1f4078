import { describe, expect, it } from 'vitest';
import { DEFAULT_WIRE_SECRET, encryptPath } from '@betsite/contracts/wire';
import { encryptedReplyJson } from '../../../server/src/lib/wire-node';
import type { Exchange } from './proxy';
import { createRecorder } from './recorder';

const LOGIN = '/site/api/v1/user/login';
const good = JSON.stringify({ status_code: 6000, message: '成功', data: { token: 't', userId: 1 } });
const drifted = JSON.stringify({ status_code: 6000, message: '成功', data: { token: 't', userId: '1' } });

function exchange(over: Partial<Exchange> & { reply?: string }): Exchange {
  const { reply, ...rest } = over;
  return { method: 'POST', url: LOGIN, httpStatus: 200, contentType: 'application/json', replyBody: Buffer.from(reply ?? good), ...rest };
}
const sealedUrl = () => encryptPath(DEFAULT_WIRE_SECRET, LOGIN, Date.now());

describe('createRecorder', () => {
  it('opens an encrypted reply before checking it and counts it as encrypted', () => {
    const recorder = createRecorder({ secret: DEFAULT_WIRE_SECRET });
    recorder.observe(exchange({ url: sealedUrl(), reply: encryptedReplyJson(DEFAULT_WIRE_SECRET, drifted) }));
    const [route] = recorder.report('t').routes;
    expect(route).toMatchObject({ key: 'auth.login', replies: 1, drifting: 1, encrypted: 1, plain: 0 });
    expect(route?.fields).toEqual([{ field: 'data.userId', expected: 'number', count: 1, got: ['string "1"'] }]);
  });

  it('counts an encrypted reply that does not open with the secret as unreadable, not as drift', () => {
    const recorder = createRecorder({ secret: DEFAULT_WIRE_SECRET });
    recorder.observe(exchange({ reply: encryptedReplyJson('another-secret-of-16+', good) }));
    expect(recorder.report('t')).toMatchObject({ calls: 1, checked: 0, routes: [], unreadable: { 'encrypted reply does not open with the wire secret': 1 } });
  });

  it('reports a reply that is not JSON, on another HTTP status than 200 and content type than JSON, as drift', () => {
    const recorder = createRecorder({ secret: DEFAULT_WIRE_SECRET });
    recorder.observe(exchange({ httpStatus: 502, contentType: 'text/html', reply: '<html>Bad Gateway</html>' }));
    expect(recorder.report('t').routes[0]?.fields.map((f) => [f.field, f.got[0]])).toEqual([
      ['(http status)', '502'],
      ['(content type)', 'text/html'],
      ['(reply)', 'string "<html>Bad Gateway</html>"'],
    ]);
  });

  it('reports a reply the backend cut short as drift', () => {
    const recorder = createRecorder({ secret: DEFAULT_WIRE_SECRET });
    recorder.observe(exchange({ reply: good.slice(0, 20), cut: 'other side closed' }));
    expect(recorder.report('t').routes[0]?.fields).toEqual([{ field: '(reply)', expected: 'the whole body', count: 1, got: ['20 bytes, then other side closed'] }]);
  });

  it('does not check a reply the proxy did not keep (too large), and says so', () => {
    const recorder = createRecorder({ secret: DEFAULT_WIRE_SECRET });
    recorder.observe(exchange({ replyBody: null }));
    expect(recorder.report('t')).toMatchObject({ checked: 0, unreadable: { 'reply larger than the recorder keeps (forwarded, not checked)': 1 } });
  });

  it('keeps the replies of contract routes for the scenario set, and none of other paths', () => {
    const recorder = createRecorder({ secret: DEFAULT_WIRE_SECRET });
    recorder.observe(exchange({}));
    recorder.observe(exchange({ method: 'GET', url: '/__mock/clock', reply: '{}' }));
    expect(recorder.book.routeCount()).toBe(1);
    expect(recorder.report('t').notInContract).toEqual([{ method: 'GET', path: '/__mock/clock', count: 1 }]);
  });
});
