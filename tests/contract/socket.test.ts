import { afterAll, describe, it } from 'vitest';
import { openTarget } from './target';
import { type Mode } from './transport';
import { SOCKET_CHECKS, createSocketCheckContext } from '../conformance/socket-checks';

/**
 * The chat socket's part of the contract suite (contracts/asyncapi.json), against our server or
 * BETSITE_BASE_URL like contract.test.ts. The checks run in order: the last one looks at every
 * frame the others received.
 */
const target = await openTarget();
const mode = ((process.env.BETSITE_MODES?.split(',')[0] as Mode | undefined) ?? 'plain');
const ctx = createSocketCheckContext(target, { room: process.env.BETSITE_CHAT_ROOM, mode });
afterAll(() => target.close());

describe('contract suite, chat socket', () => {
  it.for(SOCKET_CHECKS.map((check) => [check.name, check] as const))('%s', async ([, check], test) => {
    if (target.statelessMock) test.skip('a mock of contracts/openapi.json has no chat socket (contracts/asyncapi.json)');
    await check.run(ctx);
  });
});
