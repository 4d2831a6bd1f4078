import { describe, expectTypeOf, it } from 'vitest';
import type { ClientInferRequest, ClientInferResponseBody } from '@ts-rest/core';
import type { contract } from './contract';

/** Pins the inferred types of key routes: both sides derive their types from these. */
describe('inferred contract types', () => {
  it('login takes the md5 password and the captcha fields', () => {
    type Body = ClientInferRequest<typeof contract.auth.login>['body'];
    expectTypeOf<Body['name']>().toEqualTypeOf<string>();
    expectTypeOf<Body['password']>().toEqualTypeOf<string>();
    expectTypeOf<Body['sendCodeNum']>().toEqualTypeOf<string | undefined>();
  });

  it('login answers the envelope with token and userId on success', () => {
    type Reply = ClientInferResponseBody<typeof contract.auth.login, 200>;
    type Success = Extract<Reply, { status_code: 6000 }>;
    expectTypeOf<Success['data']>().toEqualTypeOf<{ token: string; userId: number }>();
    expectTypeOf<Reply['message']>().toEqualTypeOf<string>();
    expectTypeOf<Reply['status_code']>().toEqualTypeOf<number>();
  });

  it('register answers the new user id', () => {
    type Success = Extract<ClientInferResponseBody<typeof contract.auth.register, 200>, { status_code: 6000 }>;
    expectTypeOf<Success['data']>().toEqualTypeOf<{ userId: number }>();
  });
});
