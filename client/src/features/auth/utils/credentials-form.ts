import { loginForm, registerForm } from '@betsite/contracts/validation';
import { fieldErrors } from '../../../utils/form-errors';
import { md5Hex } from '../../../utils/md5';

/**
 * The login and register forms as pure functions: the contract's rules with the spec's exact
 * messages, whitespace stripped on register (spec 000 section 5), and the md5 digests that are all
 * the server ever receives.
 */
export type FormErrors = Record<string, string>;

export type ReadForm<T> = { ok: true; value: T } | { ok: false; errors: FormErrors };

export interface LoginValues {
  username: string;
  password: string;
}

export interface LoginSubmission {
  username: string;
  /** Kept only for "remember password" (stored encrypted); never sent. */
  password: string;
  passwordHash: string;
}

export function readLoginForm(values: LoginValues): ReadForm<LoginSubmission> {
  const parsed = loginForm.safeParse({ username: values.username.trim(), password: values.password });
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  return { ok: true, value: { username: parsed.data.username, password: parsed.data.password, passwordHash: md5Hex(parsed.data.password) } };
}

export interface RegisterValues {
  username: string;
  password: string;
  repeatPassword: string;
  isAgree: boolean;
}

export interface RegisterSubmission {
  username: string;
  passwordHash: string;
  repeatHash: string;
}

export function readRegisterForm(values: RegisterValues): ReadForm<RegisterSubmission> {
  const parsed = registerForm.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const { username, password, repeatPassword } = parsed.data;
  return { ok: true, value: { username, passwordHash: md5Hex(password), repeatHash: md5Hex(repeatPassword) } };
}
