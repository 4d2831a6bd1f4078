import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { testConfig, type Config } from './config';

/** Test utilities: the real app (fixtures, plugins, response validation on), driven with inject. */
export async function makeApp(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides) });
  await app.ready();
  return app;
}

export const md5 = (s: string) => createHash('md5').update(s).digest('hex');

export interface Envelope<D = unknown> {
  status_code: number;
  data: D;
  message: string;
}

/** POST a contract path with a JSON body; returns the parsed envelope. */
export async function call<D = unknown>(app: FastifyInstance, path: string, body: unknown = {}, token?: string, headers: Record<string, string> = {}): Promise<Envelope<D>> {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}), ...headers },
    payload: JSON.stringify(body),
  });
  return res.json<Envelope<D>>();
}

/** Demo accounts from fixtures/accounts.json (documented in the README). */
export const DEMO = { name: 'demo01', password: 'demo1234', device: 'demo-device-01' } as const;

/** Logs a demo account in from its trusted device and returns the token. */
export async function login(app: FastifyInstance, name: string = DEMO.name, password: string = DEMO.password, device: string = DEMO.device): Promise<string> {
  const r = await call<{ token: string }>(app, '/site/api/v1/user/login', { isAgent: 0, name, password: md5(password), kaptchcate: 0 }, undefined, { 'device-uuid': device });
  if (r.status_code !== 6000) throw new Error(`login ${name} failed: ${r.status_code} ${r.message}`);
  return r.data.token;
}
