import { describe, expect, it } from 'vitest';
import { isSecretField, redactSecrets } from './redact';

describe('redactSecrets', () => {
  it('replaces token, password and secret values at any depth and leaves the rest', () => {
    const reply = { token: 'abc', userId: 7, list: [{ jwt: 'x.y.z', name: 'n' }], nested: { payPassword: 'p', passToken: 5 } };
    expect(redactSecrets(reply)).toEqual({ token: 'redacted', userId: 7, list: [{ jwt: 'redacted', name: 'n' }], nested: { payPassword: 'redacted', passToken: 'redacted' } });
  });

  it('replaces every string and number below a secret name, a list of tokens included', () => {
    expect(redactSecrets({ tokens: ['a', 'b'], secret: { key: 'k', on: true } })).toEqual({ tokens: ['redacted', 'redacted'], secret: { key: 'redacted', on: true } });
  });

  it('keeps a flag about a password (a boolean is no secret) and a null', () => {
    expect(redactSecrets({ hasPayPassword: true, token: null })).toEqual({ hasPayPassword: true, token: null });
  });

  it('does not change the value it was given', () => {
    const reply = { token: 'abc' };
    redactSecrets(reply);
    expect(reply.token).toBe('abc');
  });

  it('knows the secret field names, whatever their case', () => {
    expect(['token', 'Token', 'password', 'secondPassword', 'pwd', 'wireSecret', 'captcha_output'].every(isSecretField)).toBe(true);
    expect(['name', 'userId', 'phone'].some(isSecretField)).toBe(false);
  });
});
