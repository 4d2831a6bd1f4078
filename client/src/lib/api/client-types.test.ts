import { describe, expectTypeOf, it } from 'vitest';
import type { api, DataOf } from './client';

/** The types screens see are the contract's, inferred: these pin a few key routes. */
describe('types inferred from the contract', () => {
  it('gives login the token and user id', () => {
    expectTypeOf<DataOf<Awaited<ReturnType<typeof api.auth.login>>>>().toEqualTypeOf<{ token: string; userId: number }>();
  });

  it('gives member info the binding flags the guards read', () => {
    type Info = DataOf<Awaited<ReturnType<typeof api.member.info>>>;
    expectTypeOf<Info['bindPhone']>().toEqualTypeOf<boolean>();
    expectTypeOf<Info['bindRealName']>().toEqualTypeOf<boolean>();
  });

  it('gives preInfo the ip and the site settings the client obeys', () => {
    type PreInfo = DataOf<Awaited<ReturnType<typeof api.site.preInfo>>>;
    expectTypeOf<PreInfo['ip']>().toEqualTypeOf<string>();
    expectTypeOf<PreInfo['depositEnabled']>().toEqualTypeOf<boolean>();
    expectTypeOf<PreInfo['professionalAllowed']>().toEqualTypeOf<boolean>();
  });
});
