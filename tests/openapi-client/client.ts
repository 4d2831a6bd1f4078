import { randomUUID } from 'node:crypto';
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './api';

/**
 * A partner's client, written only from contracts/openapi.json: openapi-typescript's types
 * (api.d.ts) and openapi-fetch. It type-checks against the document (tsc in the test) and
 * narrows `data` by `status_code`, the envelope's way of saying success.
 */
export type ApiClient = Client<paths>;

export function apiClient(baseUrl: string): ApiClient {
  return createClient<paths>({ baseUrl });
}

/** The headers the document declares on every operation. */
function headers(deviceUuid: string) {
  return { 'client-type': 'web', 'app-version': '1.0.0', 'device-uuid': deviceUuid, 'request-id': randomUUID(), 'site-id': '3000' } as const;
}

type LoginReply = paths['/site/api/v1/user/login']['post']['responses'][200]['content']['application/json'];

// @ts-expect-error: before the code is checked, data may be null or a failure's error data.
// eslint-disable-next-line @typescript-eslint/no-unsafe-return -- the line is there to fail type-checking
export const tokenUnchecked = (reply: LoginReply): string => reply.data.token;

export async function preInfo(client: ApiClient, deviceUuid: string) {
  const { data: reply } = await client.POST('/site/api/v1/configuration/preInfo', { params: { header: headers(deviceUuid) }, body: {} });
  if (reply?.status_code !== 6000) throw new Error(`preInfo answered ${reply?.status_code}`);
  return reply.data;
}

export type LoginOutcome = { token: string } | { code: number; message: string };

export async function login(client: ApiClient, deviceUuid: string, name: string, passwordMd5: string): Promise<LoginOutcome> {
  const { data: reply } = await client.POST('/site/api/v1/user/login', {
    params: { header: headers(deviceUuid) },
    body: { isAgent: 0, name, password: passwordMd5, kaptchcate: 0 },
  });
  if (!reply) throw new Error('login: no reply');
  // The token on success, the code otherwise: each check narrows `data` to that code's shape.
  if (reply.status_code === 6000) return { token: reply.data.token };
  // A new-device code carries the masked phone.
  if (reply.status_code === 6026) return { code: reply.status_code, message: `${reply.message} ${reply.data.phoneNumber}` };
  return { code: reply.status_code, message: reply.message };
}

/** The token travels as the security scheme's header, which openapi-fetch leaves to the caller. */
export async function memberInfo(client: ApiClient, deviceUuid: string, token: string) {
  const { data: reply } = await client.POST('/site/api/v1/user/member/info', {
    params: { header: headers(deviceUuid) },
    headers: { token },
    body: { isPop: 0 },
  });
  if (reply?.status_code !== 6000) throw new Error(`member info answered ${reply?.status_code}`);
  return reply.data;
}

/**
 * `data` is there in every branch of openapi-fetch's reply type, a refusal's included: openapi-fetch
 * drops a property typed exactly `null` (openapi-ts/openapi-typescript#1637), so the document says
 * "null or an empty object" for a reply without data. Were it dropped, `reply.data` would not compile.
 */
export async function logout(client: ApiClient, deviceUuid: string, token: string): Promise<{ code: number; data: unknown }> {
  const { data: reply } = await client.POST('/site/api/v1/user/logout', { params: { header: headers(deviceUuid) }, headers: { token }, body: {} });
  if (!reply) throw new Error('logout: no reply');
  return { code: reply.status_code, data: reply.data };
}

/** preInfo as a client that forgot the headers would send it: the document's answer is 6007. */
export async function preInfoWithoutHeaders(client: ApiClient) {
  // @ts-expect-error: the generated types make the five header parameters required.
  const { data: reply } = await client.POST('/site/api/v1/configuration/preInfo', { body: {} });
  return { code: reply?.status_code, message: reply?.message };
}
