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
  it.each(SOCKET_CHECKS.map((check) => [check.name, check] as const))('%s', (_name, check) => check.run(ctx));
});
