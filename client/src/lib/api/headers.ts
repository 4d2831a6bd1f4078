import { APP_VERSION, CLIENT_TYPE, SITE_ID } from '@betsite/contracts/constants';
import { HEADER, signTimestampIp } from '@betsite/contracts/wire';

export interface RequestHeaderInput {
  secret: string;
  nowMs: number;
  /** The client's public ip as preInfo reported it; null until preInfo has answered. */
  ip: string | null;
  deviceUuid: string;
  requestId: string;
  token: string | null;
}

/**
 * The headers of spec 000 section 7. The signed timestamp-and-ip header needs the ip that preInfo
 * returns, so preInfo itself (and anything racing it) goes without one: the server checks ts-sign
 * only when it is sent.
 */
export function requestHeaders(input: RequestHeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [HEADER.clientType]: CLIENT_TYPE,
    [HEADER.appVersion]: APP_VERSION,
    [HEADER.deviceUuid]: input.deviceUuid,
    [HEADER.requestId]: input.requestId,
    [HEADER.siteId]: String(SITE_ID),
  };
  if (input.token) headers[HEADER.token] = input.token;
  if (input.ip) headers[HEADER.tsSign] = signTimestampIp(input.secret, input.nowMs, input.ip);
  return headers;
}

/** A request id unique per call, for correlating client and server logs. */
export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}
