import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES, email, registerForm } from '@betsite/contracts/validation';
import { fieldErrors, firstIssueMessage } from './form-errors';

describe('fieldErrors', () => {
  it('keeps the first message of each field, with the spec texts', () => {
    const parsed = registerForm.safeParse({ username: '1a', password: 'abc', repeatPassword: 'abd', isAgree: false });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrors(parsed.error)).toMatchObject({
      username: '4-11位，最少2个字母+数字组合，首位为字母',
      password: '请输入8-12位字母+数字的组合',
      isAgree: '请同意相关条款和隐私政策',
    });
  });
});

describe('firstIssueMessage', () => {
  it('gives the spec text of the first issue', () => {
    const parsed = email.safeParse('');
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(firstIssueMessage(parsed.error, 'fallback')).toBe(MESSAGES.emailRequired);
  });

  it('gives the fallback, or undefined without one, when the error has no issue', () => {
    const empty = new z.ZodError([]);
    expect(firstIssueMessage(empty, MESSAGES.emailInvalid)).toBe(MESSAGES.emailInvalid);
    expect(firstIssueMessage(empty)).toBeUndefined();
  });
});
