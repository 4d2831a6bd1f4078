import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataOf, postEnvelope } from './envelope';

afterEach(() => vi.unstubAllGlobals());

describe('the envelope of the stand-in calls', () => {
  it('answers the data on 6000 and throws the server\'s message (or the page\'s fallback) on any other code', () => {
    expect(dataOf({ status_code: 6000, data: { a: 1 } }, '请求失败')).toEqual({ a: 1 });
    expect(() => dataOf({ status_code: 6302, message: '令牌无效', data: null }, '请求失败')).toThrow('令牌无效');
    expect(() => dataOf({ status_code: 6004, message: '', data: null }, '暂无动画')).toThrow('暂无动画');
    // A bare 0 is no success: only the catalogue's 6000 is.
    expect(() => dataOf({ status_code: 0, data: null }, '请求失败')).toThrow('请求失败');
  });

  it('posts the body as JSON to the path', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ status_code: 6000, data: 'ok', message: '成功' }))));
    vi.stubGlobal('fetch', fetch);
    await expect(postEnvelope('/__cashier/order', { token: 't' })).resolves.toBe('ok');
    expect(fetch).toHaveBeenCalledWith('/__cashier/order', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"token":"t"}' });
  });
});
