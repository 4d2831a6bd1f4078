import { describe, expect, it } from 'vitest';
import { isSandboxName, sandboxCookie, sandboxFromCookies, stampCookieCleared, tokenCookie } from './sandbox-cookie';

describe('the sandbox cookie', () => {
  it('reads the x-mock-session cookie among others', () => {
    expect(sandboxFromCookies('a=1; x-mock-session=qa-run.7; b=2')).toBe('qa-run.7');
    expect(sandboxFromCookies('a=1')).toBeNull();
    expect(sandboxFromCookies('')).toBeNull();
  });

  it('ignores a cookie value that is not a sandbox name', () => {
    expect(sandboxFromCookies('x-mock-session=a b')).toBeNull();
    expect(sandboxFromCookies('x-mock-session=')).toBeNull();
  });

  it('sets the cookie for the whole site, and clears it for the default world', () => {
    expect(sandboxCookie('qa-1')).toBe('x-mock-session=qa-1; path=/; SameSite=Lax');
    expect(sandboxCookie(null)).toBe('x-mock-session=; path=/; max-age=0; SameSite=Lax');
  });

  it('forgets the sandbox stamp the server set (x-mock-stamp), for the whole site', () => {
    expect(stampCookieCleared()).toBe('x-mock-stamp=; path=/; max-age=0; SameSite=Lax');
  });

  it('accepts only names a header and a cookie carry as they are', () => {
    expect(isSandboxName('run_42-b.c')).toBe(true);
    for (const name of ['', 'a;b', 'a b', 'é', 'x'.repeat(101)]) expect(isSandboxName(name)).toBe(false);
    expect(() => sandboxCookie('a;b')).toThrow(/not a sandbox name/);
  });

  it('lends the QA token as a cookie of its header\'s name, and takes it back', () => {
    expect(tokenCookie('qa-token-0123456789abcdef')).toBe('x-mock-token=qa-token-0123456789abcdef; path=/; SameSite=Strict');
    expect(tokenCookie('a b;c')).toBe('x-mock-token=a%20b%3Bc; path=/; SameSite=Strict');
    expect(tokenCookie(null)).toBe('x-mock-token=; path=/; max-age=0; SameSite=Strict');
    expect(tokenCookie('')).toBe('x-mock-token=; path=/; max-age=0; SameSite=Strict');
  });
});
