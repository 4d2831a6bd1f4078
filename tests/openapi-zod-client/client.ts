import { randomUUID } from 'node:crypto';
import { createApiClient, schemas } from './generated/api';

/**
 * A partner's client written only from contracts/openapi.json with openapi-zod-client's defaults
 * (generated/api.ts, written by `npm run openapi`): a zodios client, one method per operationId
 * (`auth.login`), that parses every JSON reply with the reply's zod schema before returning it. The
 * five required headers are the endpoints' `Header` parameters, sent in the request config; `token`
 * (the security scheme, which zodios does not model) goes there too.
 *
 * openapi-zod-client 1.18 reads the document's `const: 6000` as any integer, so checking
 * `status_code === 6000` does not narrow `data` as it does with the other generators: the success
 * data is parsed with its own generated schema instead.
 */
export type ZodClient = ReturnType<typeof createApiClient>;

export const zodClient = (baseUrl: string): ZodClient => createApiClient(baseUrl);

/** The headers the document declares on every operation, and the session's token when there is one. */
function headers(deviceUuid: string, token?: string) {
  const required = { 'client-type': 'web', 'app-version': '1.0.0', 'device-uuid': deviceUuid, 'request-id': randomUUID(), 'site-id': '3000' } as const;
  return token === undefined ? required : { ...required, token };
}

export async function preInfo(client: ZodClient, deviceUuid: string) {
  const reply = await client['site.preInfo']({}, { headers: headers(deviceUuid) });
  if (reply.status_code !== 6000) throw new Error(`preInfo answered ${reply.status_code}`);
  return schemas.PreInfoSuccess.parse(reply.data);
}

export async function login(client: ZodClient, deviceUuid: string, name: string, passwordMd5: string): Promise<{ token: string } | { code: number; message: string }> {
  const reply = await client['auth.login']({ name, password: passwordMd5 }, { headers: headers(deviceUuid) });
  if (reply.status_code === 6000) return { token: schemas.LoginSuccess.parse(reply.data).token };
  return { code: reply.status_code, message: reply.message };
}

export async function memberInfoOf(client: ZodClient, deviceUuid: string, token: string) {
  const reply = await client['member.info']({ isPop: 0 }, { headers: headers(deviceUuid, token) });
  if (reply.status_code !== 6000) throw new Error(`member info answered ${reply.status_code} ${reply.message}`);
  return schemas.MemberInfo.parse(reply.data);
}

/**
 * preInfo as a client that forgot the headers would send it: the document's answer is 6007. zodios
 * checks only the parameters that are there, so the call goes out; its types refuse it.
 */
export async function preInfoWithoutHeaders(client: ZodClient) {
  // @ts-expect-error: the generated types make the five Header parameters required.
  const reply = await client['site.preInfo']({}, {});
  return { code: reply.status_code, message: reply.message };
}
