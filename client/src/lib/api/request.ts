import type * as ClientModule from './client';
import type { api as Api, DataOf, Settled } from './client';

/**
 * The data layer (ts-rest client, the contract's zod schemas, the wire encryption) is the largest
 * part of the client and nothing on screen needs it to paint. Screens therefore reach it through
 * this facade, which loads it on the first call, so the first paint never waits for it; main.tsx
 * starts the load right after rendering. Types come from client.ts at no cost.
 */
export type ApiClient = typeof Api;

let loading: Promise<typeof ClientModule> | null = null;

export function loadApiClient(): Promise<typeof ClientModule> {
  loading ??= import('./client');
  return loading;
}

/** The data of a call; any failure (including a 6021/6022 value) rejects with an ApiError. */
export async function fetchData<R extends { status: number; body: unknown }>(call: (api: ApiClient) => Promise<R>): Promise<DataOf<R>> {
  const client = await loadApiClient();
  return client.dataOf(call(client.api));
}

/** A money operation (a route with submitGuard): like fetchData, with a new idempotency key for this user action. */
export async function fetchOperation<R extends { status: number; body: unknown }>(
  call: (api: ApiClient, extraHeaders: Record<string, string>) => Promise<R>,
): Promise<DataOf<R>> {
  const client = await loadApiClient();
  return client.dataOf(call(client.api, client.idempotencyHeaders()));
}

/** For calls that can answer 6021/6022: the data, or that reply as a value. */
export async function settleCall<R extends { status: number; body: unknown }>(call: (api: ApiClient) => Promise<R>): Promise<Settled<DataOf<R>>> {
  const client = await loadApiClient();
  return client.settle(call(client.api));
}
