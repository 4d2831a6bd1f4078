import { initClient } from '@ts-rest/core';
import { contract } from '@betsite/contracts/contract';
import { REQUEST_TIMEOUT_MS } from '@betsite/contracts/constants';
import type { Envelope } from '@betsite/contracts/envelope';
import { Code } from '@betsite/contracts/status-codes';
import { DEFAULT_WIRE_SECRET, HEADER } from '@betsite/contracts/wire';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { bus } from '../event-bus';
import { ensureDeviceUuid } from '../fingerprint';
import { navigateTo } from '../navigation';
import { confirm } from '../overlays';
import { endSession } from '../session';
import { siteInfoStore } from '../site-info';
import { storage } from '../storage';
import { LruCache, POST_CACHE_ENTRIES_MAX } from './cache';
import { ApiError, messageOf, runExpiryFlow } from './errors';
import { createFetcher } from './fetcher';
import { newRequestId } from './headers';

/** POST results per path and body; cleared with the session because most of them are personal. */
export const postCache = new LruCache<Envelope>(POST_CACHE_ENTRIES_MAX);

let deviceUuid: string | null = null;

const errorTip = (message: string) => bus.emit('tips', { message, kind: 'error' });

const fetcher = createFetcher({
  fetch: (input, init) => globalThis.fetch(input, init),
  secret: import.meta.env.VITE_WIRE_SECRET || DEFAULT_WIRE_SECRET,
  timeoutMs: REQUEST_TIMEOUT_MS,
  validate: env.validateReplies,
  cache: postCache,
  now: () => Date.now(),
  newRequestId,
  deviceUuid: () => (deviceUuid ??= ensureDeviceUuid(storage)),
  token: () => storage.getToken(),
  ip: () => siteInfoStore.get().ip,
  safeSwitchOn: () => env.safeSwitch !== 'off' && storage.isSafeSwitchOn(),
  tips: errorTip,
  expired: () =>
    runExpiryFlow({
      tips: errorTip,
      clearDecryptedCache: () => {
        storage.clearDecrypted();
        postCache.clear();
      },
      logout: endSession,
      emitLoginExpired: () => bus.emit('login_expired'),
      goHome: () => navigateTo(paths.home.to()),
      openLogin: () => bus.emit('login'),
    }),
  dialog: (reply) => {
    if (reply.status_code === Code.BIND_REAL_NAME) {
      void confirm({ message: messageOf(reply), confirmText: '去完善', showCancel: true }).then((ok) => {
        if (ok) navigateTo(paths.userinfo.to());
      });
    } else {
      bus.emit('venue_entry', { message: messageOf(reply) });
    }
  },
});

/**
 * The idempotency-key of one user action on a money operation (contracts/README.md,
 * "Idempotency"): a fresh key per submit, so the server applies that submit once however often
 * it arrives (a double click through two tabs, a retry).
 */
export function idempotencyHeaders(): Record<string, string> {
  return { [HEADER.idempotencyKey]: newRequestId() };
}

/** The typed client of the whole contract: `await api.auth.login({ body })`. */
export const api = initClient(contract, { baseUrl: '', api: fetcher, throwOnUnknownStatus: false });

type SuccessOf<B> = Extract<B, { status_code: typeof Code.SUCCESS }>;
/** The `data` of a route's successful reply, inferred from the contract. */
export type DataOf<R> = R extends { status: 200; body: infer B } ? (SuccessOf<B> extends { data: infer D } ? D : never) : never;

/** A reply that came back as a value (6021 graphic code needed, 6022 rapid verification). */
export interface ValueReply {
  status_code: number;
  data: unknown;
  message: string;
}

export type Settled<D> = { ok: true; data: D } | { ok: false; reply: ValueReply };

function isSuccess(body: unknown): body is { status_code: typeof Code.SUCCESS; data: unknown } {
  return typeof body === 'object' && body !== null && 'status_code' in body && body.status_code === Code.SUCCESS;
}

/** For calls that can answer 6021/6022: the data, or that reply as a value. */
export async function settle<R extends { body: unknown }>(call: Promise<R>): Promise<Settled<DataOf<R>>> {
  const { body } = await call;
  if (isSuccess(body)) return { ok: true, data: body.data as DataOf<R> };
  return { ok: false, reply: body as ValueReply };
}

/** For everything else: the data; a 6021/6022 here is unexpected and rejects like any failure. */
export async function dataOf<R extends { body: unknown }>(call: Promise<R>): Promise<DataOf<R>> {
  const settled = await settle(call);
  if (settled.ok) return settled.data;
  throw new ApiError({ ...settled.reply });
}
