import type { AddressInfo } from 'node:net';
import { DEFAULT_WIRE_SECRET } from '@betsite/contracts/wire';

/**
 * Where the contract suite sends its requests. BETSITE_BASE_URL points it at any backend (a
 * partner's real one included); without it the suite starts our own server on a free port.
 */
export interface Target {
  baseUrl: string;
  /** Where the QA control API (/__mock) answers: the backend itself unless BETSITE_QA_URL says (a gateway in front that knows only the product API). */
  qaUrl: string;
  /** Where the chat socket is opened: the backend unless BETSITE_SOCKET_URL says (a gateway that does not carry websockets). */
  socketUrl: string;
  secret: string;
  /** Whether the QA control API (/__mock) answers: needed to force codes the logic does not produce. */
  hasMockApi: boolean;
  /**
   * A gateway validates every request against contracts/openapi.json before the backend sees it
   * (BETSITE_STRICT_GATEWAY): a deliberately invalid request is the gateway's to refuse, so the
   * checks that send one are skipped, with that reason.
   */
  strictGateway: boolean;
  /**
   * The target is a stateless mock of the document (BETSITE_STATELESS_MOCK, e.g. `prism mock`): it
   * answers each operation's example, so the checks that need state, the envelope's own refusals
   * or the chat socket are skipped, each with its reason. Implies a strict gateway.
   */
  statelessMock: boolean;
  /** The account the suite speaks for; `payPassword` its withdrawal password (withdrawals and its change need it). */
  credentials: { name: string; password: string; device: string; payPassword: string };
  close(): Promise<void>;
}

const flag = (name: string) => ['1', 'true', 'yes'].includes((process.env[name] ?? '').toLowerCase());
const trimmed = (url: string) => url.replace(/\/$/, '');

export async function openTarget(): Promise<Target> {
  const credentials = {
    name: process.env.BETSITE_USER ?? 'demo01',
    password: process.env.BETSITE_PASSWORD ?? 'demo1234',
    device: process.env.BETSITE_DEVICE ?? 'demo-device-01',
    payPassword: process.env.BETSITE_PAY_PASSWORD ?? '123456',
  };
  const secret = process.env.BETSITE_WIRE_SECRET ?? DEFAULT_WIRE_SECRET;
  const statelessMock = flag('BETSITE_STATELESS_MOCK');
  const strictGateway = statelessMock || flag('BETSITE_STRICT_GATEWAY');
  const external = process.env.BETSITE_BASE_URL;
  if (external) {
    const baseUrl = trimmed(external);
    const qaUrl = trimmed(process.env.BETSITE_QA_URL ?? baseUrl);
    const socketUrl = trimmed(process.env.BETSITE_SOCKET_URL ?? baseUrl);
    // A mock of the product document has no QA API; asking it would only show up in its log as a call it cannot route.
    const hasMockApi = statelessMock && process.env.BETSITE_QA_URL === undefined ? false : await probeMock(qaUrl);
    return { baseUrl, qaUrl, socketUrl, secret, credentials, strictGateway, statelessMock, hasMockApi, close: () => Promise.resolve() };
  }
  const { buildApp } = await import('../../server/src/app');
  const { testConfig } = await import('../../server/src/config');
  // On real time, like any partner's backend: the suite stamps encrypted calls with its own clock.
  const app = await buildApp({ config: testConfig({ WIRE_SECRET: secret, CLOCK_START: undefined }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return { baseUrl, qaUrl: baseUrl, socketUrl: baseUrl, secret, credentials, strictGateway, statelessMock, hasMockApi: true, close: () => app.close() };
}

async function probeMock(qaUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${qaUrl}/__mock/scenarios`);
    return res.ok && Array.isArray(await res.json());
  } catch {
    return false;
  }
}

/** Why the forced-code checks cannot run, for their skip notes. */
export function noQaApiNote(target: Target): string {
  return `no QA API at ${target.qaUrl}/__mock: a code the backend's logic does not produce cannot be forced (give --qa-url when the QA API answers elsewhere)`;
}
