import type { AddressInfo } from 'node:net';
import { DEFAULT_WIRE_SECRET } from '@betsite/contracts/wire';

/**
 * Where the contract suite sends its requests. BETSITE_BASE_URL points it at any backend (a
 * partner's real one included); without it the suite starts our own server on a free port.
 */
export interface Target {
  baseUrl: string;
  secret: string;
  /** Whether the QA control API (/__mock) answers: needed to force codes the logic does not produce. */
  hasMockApi: boolean;
  credentials: { name: string; password: string; device: string };
  close(): Promise<void>;
}

export async function openTarget(): Promise<Target> {
  const credentials = {
    name: process.env.BETSITE_USER ?? 'demo01',
    password: process.env.BETSITE_PASSWORD ?? 'demo1234',
    device: process.env.BETSITE_DEVICE ?? 'demo-device-01',
  };
  const secret = process.env.BETSITE_WIRE_SECRET ?? DEFAULT_WIRE_SECRET;
  const external = process.env.BETSITE_BASE_URL;
  if (external) {
    const baseUrl = external.replace(/\/$/, '');
    return { baseUrl, secret, credentials, hasMockApi: await probeMock(baseUrl), close: () => Promise.resolve() };
  }
  const { buildApp } = await import('../../server/src/app');
  const { testConfig } = await import('../../server/src/config');
  // On real time, like any partner's backend: the suite stamps encrypted calls with its own clock.
  const app = await buildApp({ config: testConfig({ WIRE_SECRET: secret, CLOCK_START: undefined }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, secret, credentials, hasMockApi: true, close: () => app.close() };
}

async function probeMock(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/__mock/scenarios`);
    return res.ok && Array.isArray(await res.json());
  } catch {
    return false;
  }
}
