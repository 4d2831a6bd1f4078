import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYERS } from '@betsite/contracts/qa-players';
import { handlingOf } from '@betsite/contracts/status-codes';
import { useWorld } from '@betsite/server/in-process-world';
import { isApiError } from '../../../lib/api/errors';
import { endSession, isLoggedIn } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import { useUserInfo } from '../../../lib/user';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { readLoginForm } from '../utils/credentials-form';
import { NO_CAPTCHA } from './captcha-answer';
import { fetchDefaultKaptcha } from './default-kaptcha';
import { login } from './login';

/**
 * The login form's calls against the whole world in this process (server/test-support/in-process-world.ts):
 * the client's own fetcher (headers, wire encryption as the safe switch says, envelope) meets the
 * server's login rules, its trusted devices and its new-device check.
 */
const world = useWorld({ resetBeforeEach: true });

const { demo01, phone01 } = DEMO_PLAYERS;

function submitted(username: string, password: string) {
  const form = readLoginForm({ username, password });
  if (!form.ok) throw new Error(`the login form refused its input: ${JSON.stringify(form.errors)}`);
  return login({ username: form.value.username, passwordHash: form.value.passwordHash, captcha: NO_CAPTCHA });
}

// The client reads its device uuid once per page load (lib/api/client.ts): this file's page is
// demo01's trusted device.
beforeAll(() => {
  storage.setDeviceUuid(demo01.device);
});

afterEach(() => {
  endSession();
});

describe('logging in through the client against the in-process world', () => {
  it('logs demo01 in from its trusted device without a captcha, encrypted, and the completed login loads its member info', async () => {
    const result = await submitted(demo01.name, demo01.password);
    if (!result.ok) throw new Error(`login answered ${result.reply.status_code} ${result.reply.message}`);
    expect(result.data.token).toMatch(/\S/);

    const { result: completeLogin } = renderHook(() => useCompleteLogin());
    await completeLogin.current(result.data);
    expect(isLoggedIn()).toBe(true);
    const { result: info } = renderHook(() => useUserInfo());
    await waitFor(() => expect(info.current.data?.name).toBe(demo01.name));

    // The server saw the client's calls sealed (the safe switch is on by default) and opened them.
    const journal = await world.qa.journal({ query: { path: '/site/api/v1/user/login' } });
    expect(journal.status === 200 && journal.body.map((entry) => [entry.encrypted, entry.status_code])).toEqual([[true, 6000]]);
  });

  it('meets the server\'s refusal of a wrong password', async () => {
    const error = await submitted(demo01.name, 'wrong1234').catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe(6002);
    expect(isLoggedIn()).toBe(false);
  });

  it('is asked for the graphic captcha by phone01, who trusts no device, then, the captcha answered from the QA API, for an SMS code', async () => {
    const first = await submitted(phone01.name, phone01.password);
    expect(first.ok ? null : first.reply.status_code).toBe(6021);

    const issued = await fetchDefaultKaptcha();
    const answer = await world.qa.captcha({ params: { codeId: issued['x-code'] } });
    if (answer.status !== 200) throw new Error(`no answer for captcha ${issued['x-code']}`);
    const form = readLoginForm({ username: phone01.name, password: phone01.password });
    if (!form.ok) throw new Error('the login form refused its input');
    const error = await login({ ...form.value, captcha: { kaptchcate: 2, codeId: issued['x-code'], code: answer.body.answer } }).catch((e: unknown) => e);
    expect(isApiError(error) && handlingOf(error.code)).toBe('new-device');
  });
});
