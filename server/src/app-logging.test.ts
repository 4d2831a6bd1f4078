import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { buildApp } from './app';
import { testConfig } from './config';
import { productHeaders } from '../test-support/helpers';

describe('the API\'s logging (lib/lazy-logger.ts)', () => {
  it('puts no listener of its own on a response: the API\'s responses carry only Node\'s', async () => {
    const app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info' }) });
    const counts: number[] = [];
    app.addHook('onSend', (_request, reply, payload, next) => {
      counts.push(reply.raw.listenerCount('finish'), reply.raw.listenerCount('error'));
      next(null, payload);
    });
    const bare = Fastify({ logger: false });
    const bareCounts: number[] = [];
    bare.post('/x', (_request, reply) => {
      bareCounts.push(reply.raw.listenerCount('finish'), reply.raw.listenerCount('error'));
      return {};
    });
    await app.inject({ method: 'POST', url: '/site/api/v1/configuration/preInfo', headers: productHeaders(), payload: '{}' });
    await bare.inject({ method: 'POST', url: '/x', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(counts).toEqual(bareCounts);
    await Promise.all([app.close(), bare.close()]);
  });
});
