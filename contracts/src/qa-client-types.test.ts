import { describe, expectTypeOf, it } from 'vitest';
import type { QaClient } from './qa-client';

/** Pins what a QA script gets from the typed client: exact replies per declared status, nothing looser. */
type Reply<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

describe('the typed QA client\'s types', () => {
  it('answers the clock as {now, offsetMs} on 200, and {error} on the 400 and 410 every control declares', () => {
    type Clock = Reply<QaClient['clock']>;
    expectTypeOf<Extract<Clock, { status: 200 }>>().toEqualTypeOf<{ status: 200; body: { now: number; offsetMs: number }; headers: Headers }>();
    expectTypeOf<Clock['status']>().toEqualTypeOf<200 | 400 | 410>();
    expectTypeOf<Extract<Clock, { status: 410 }>['body']>().toEqualTypeOf<{ error: string }>();
  });

  it('narrows a route\'s declared refusal by status (captcha: 200 or 404, and 400, 410)', () => {
    type Captcha = Reply<QaClient['captcha']>;
    expectTypeOf<Captcha['status']>().toEqualTypeOf<200 | 400 | 404 | 410>();
    expectTypeOf<Extract<Captcha, { status: 404 }>['body']>().toEqualTypeOf<{ error: string }>();
    expectTypeOf<Extract<Captcha, { status: 200 }>['body']['kind']>().toEqualTypeOf<'graphic' | 'slider'>();
  });

  it('says which instance answered the sandbox list (each instance behind a proxy lists its own)', () => {
    type Listed = Extract<Reply<QaClient['listSandboxes']>, { status: 200 }>['body'];
    expectTypeOf<Listed['instance']>().toEqualTypeOf<string>();
    expectTypeOf<Listed['sandboxes'][number]['name']>().toEqualTypeOf<string>();
  });

  it('takes the sportsbook controls under sports, with their path parameters', () => {
    expectTypeOf<Parameters<QaClient['sports']['setScore']>[0]['params']>().toEqualTypeOf<{ gameId: string }>();
    expectTypeOf<Parameters<QaClient['sports']['setScore']>[0]['body']['h']>().toEqualTypeOf<number>();
  });
});
