import { randomUUID } from 'node:crypto';
import type { AxiosRequestConfig } from 'axios';
import { authLogin, memberInfo, sitePreInfo } from './generated/api';

/**
 * A partner's client written only from contracts/openapi.json with orval's defaults (generated/api.ts,
 * written by `npm run openapi`): one function per operation over axios's default instance. orval
 * leaves header parameters out of its functions by default (`output.headers` is false), so the five
 * required headers, and the `token` of the security scheme, travel in the axios config each function
 * takes last, with the base URL.
 */
export type OrvalTarget = { baseURL: string; deviceUuid: string; token?: string };

/** The headers the document declares on every operation, and the session's token when there is one. */
function config({ baseURL, deviceUuid, token }: OrvalTarget): AxiosRequestConfig {
  const headers = { 'client-type': 'web', 'app-version': '1.0.0', 'device-uuid': deviceUuid, 'request-id': randomUUID(), 'site-id': '3000' };
  return { baseURL, headers: token === undefined ? headers : { ...headers, token } };
}

export async function preInfo(target: OrvalTarget) {
  const { data: reply } = await sitePreInfo({}, config(target));
  if (reply.status_code !== 6000) throw new Error(`preInfo answered ${reply.status_code}`);
  return reply.data;
}

export async function login(target: OrvalTarget, name: string, passwordMd5: string): Promise<{ token: string } | { code: number; message: string }> {
  const { data: reply } = await authLogin({ name, password: passwordMd5 }, config(target));
  // The token on success, the code otherwise: each check narrows `data` to that code's shape.
  if (reply.status_code === 6000) return { token: reply.data.token };
  if (reply.status_code === 6026) return { code: reply.status_code, message: `${reply.message} ${reply.data.phoneNumber}` };
  return { code: reply.status_code, message: reply.message };
}

export async function memberInfoOf(target: OrvalTarget) {
  const { data: reply } = await memberInfo({ isPop: 0 }, config(target));
  if (reply.status_code !== 6000) throw new Error(`member info answered ${reply.status_code} ${reply.message}`);
  return reply.data;
}

/** preInfo as a client that forgot the headers would send it: the document's answer is 6007. */
export async function preInfoWithoutHeaders({ baseURL }: OrvalTarget) {
  const { data: reply } = await sitePreInfo({}, { baseURL });
  return { code: reply.status_code, message: reply.message };
}
