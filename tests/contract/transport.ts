import request from 'supertest';
import type { AppRoute } from '@ts-rest/core';
import { decryptReply, encryptBody, encryptPath, isEncryptedReply } from '@betsite/contracts/wire';
import { MOCK_SESSION_HEADER } from '@betsite/contracts/mock';
import type { Target } from './target';

export type Mode = 'plain' | 'encrypted';

export interface Reply {
  httpStatus: number;
  body: { status_code: number; data: unknown; message: string };
}

export interface SendOptions {
  mode: Mode;
  token?: string;
  qaSession?: string;
  device?: string;
}

/** Sends one contract call over HTTP, in plain or safe-switch mode, and returns the envelope. */
export async function send(target: Target, route: AppRoute, input: unknown, opts: SendOptions): Promise<Reply> {
  const isGet = route.method === 'GET';
  const query = isGet && input && typeof input === 'object' ? new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString() : '';
  const path = query ? `${route.path}?${query}` : route.path;
  const url = opts.mode === 'encrypted' ? encryptPath(target.secret, path, Date.now()) : path;
  const agent = request(target.baseUrl);
  let req = isGet ? agent.get(url) : agent.post(url);
  req = req.set('content-type', 'application/json').set('client-type', 'web').set('site-id', '3000');
  if (opts.token) req = req.set('token', opts.token);
  if (opts.qaSession) req = req.set(MOCK_SESSION_HEADER, opts.qaSession);
  req = req.set('device-uuid', opts.device ?? 'contract-suite-device');
  const res = isGet ? await req : await req.send(JSON.stringify(opts.mode === 'encrypted' ? encryptBody(target.secret, input, url) : input));
  const raw: unknown = res.body;
  const body = isEncryptedReply(raw) ? decryptReply(target.secret, raw) : raw;
  if (opts.mode === 'encrypted' && !isEncryptedReply(raw) && (raw as { status_code?: number }).status_code !== 6008) {
    throw new Error(`${route.path}: encrypted call got a plain reply ${JSON.stringify(raw)}`);
  }
  return { httpStatus: res.status, body: body as Reply['body'] };
}
