import { randomUUID } from 'node:crypto';
import { createClient } from './generated/client';
import { authLogin, memberInfo, sitePreInfo } from './generated/sdk.gen';

/**
 * A partner's client written only from contracts/openapi.json with @hey-api/openapi-ts's defaults
 * (generated/: the fetch client, the SDK and the types, written by `npm run openapi`). The SDK
 * functions take the declared headers as typed parameters; the token is the document's security
 * scheme, which the client fills from its `auth` callback.
 */
export type HeyApiClient = ReturnType<typeof createClient>;

export function heyApiClient(baseUrl: string, token?: () => string): HeyApiClient {
  return createClient({ baseUrl, ...(token ? { auth: token } : {}) });
}

/** The headers the document declares on every operation. */
function headers(deviceUuid: string) {
  return { 'client-type': 'web', 'app-version': '1.0.0', 'device-uuid': deviceUuid, 'request-id': randomUUID(), 'site-id': '3000' } as const;
}

export async function preInfo(client: HeyApiClient, deviceUuid: string) {
  const { data: reply } = await sitePreInfo({ client, headers: headers(deviceUuid), body: {} });
  if (reply?.status_code !== 6000) throw new Error(`preInfo answered ${reply?.status_code}`);
  return reply.data;
}

export async function login(client: HeyApiClient, deviceUuid: string, name: string, passwordMd5: string): Promise<{ token: string } | { code: number; message: string }> {
  // isAgent and kaptchcate have defaults: the generated type leaves them optional.
  const { data: reply } = await authLogin({ client, headers: headers(deviceUuid), body: { name, password: passwordMd5 } });
  if (!reply) throw new Error('login: no reply');
  if (reply.status_code === 6000) return { token: reply.data.token };
  return { code: reply.status_code, message: reply.message };
}

export async function memberInfoOf(client: HeyApiClient, deviceUuid: string) {
  const { data: reply } = await memberInfo({ client, headers: headers(deviceUuid), body: {} });
  if (reply?.status_code !== 6000) throw new Error(`member info answered ${reply?.status_code} ${reply?.message}`);
  return reply.data;
}

/** preInfo as a client that forgot the headers would send it: the document's answer is 6007. */
export async function preInfoWithoutHeaders(client: HeyApiClient) {
  // @ts-expect-error: the generated types make the five header parameters required.
  const { data: reply } = await sitePreInfo({ client, body: {} });
  return { code: reply?.status_code, message: reply?.message };
}
