import { describe, expect, it } from 'vitest';
import { ALL_STATUS_CODES } from '@betsite/contracts/status-codes';
import { actionFor, expiryIsNews, messageOf, runExpiryFlow, type ExpiryFlow } from './errors';

describe('catalogue handling', () => {
  it('maps the spec codes to what the client does', () => {
    expect(actionFor(6000)).toBe('success');
    expect(actionFor(6001)).toBe('expired');
    expect(actionFor(6021)).toBe('value');
    expect(actionFor(6022)).toBe('value');
    for (const code of [6025, 6026, 6027, 6028, 6029]) expect(actionFor(code)).toBe('quiet');
    expect(actionFor(6413)).toBe('dialog');
    expect(actionFor(6449)).toBe('dialog');
    expect(actionFor(6002)).toBe('toast');
    expect(actionFor(6999)).toBe('toast');
  });

  it('has an action for every catalogue code', () => {
    for (const code of ALL_STATUS_CODES) expect(actionFor(code)).toBeTypeOf('string');
  });

  it('prefers the server message and falls back to the canned text', () => {
    expect(messageOf({ status_code: 6002, data: null, message: '账号或密码错误' })).toBe('账号或密码错误');
    expect(messageOf({ status_code: 6011, data: null, message: '' })).toBe('请勿频繁提交');
    expect(messageOf({ status_code: 6999, data: null, message: ' ' })).toBe('服务开小差了，请稍后重试');
  });
});

describe('session expiry flow', () => {
  it('warns, clears the decrypted cache, logs out, announces, goes home and opens login, in that order', () => {
    const steps: string[] = [];
    const flow: ExpiryFlow = {
      tips: (message) => steps.push(`tips:${message}`),
      clearDecryptedCache: () => steps.push('clear'),
      logout: () => steps.push('logout'),
      emitLoginExpired: () => steps.push('login_expired'),
      goHome: () => steps.push('home'),
      openLogin: () => steps.push('login'),
    };
    runExpiryFlow(flow);
    expect(steps).toEqual(['tips:请重新登录', 'clear', 'logout', 'login_expired', 'home', 'login']);
  });

  it('runs once per dead session: a reply for an already replaced token is stale news', () => {
    expect(expiryIsNews('t1', 't1')).toBe(true);
    expect(expiryIsNews('t1', null)).toBe(false);
    expect(expiryIsNews('t1', 't2')).toBe(false);
    expect(expiryIsNews(null, null)).toBe(true);
  });
});
