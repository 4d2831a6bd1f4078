import type { Code } from '@betsite/contracts/status-codes';

/** The catalogue's success code, checked against it by the type: the catalogue itself stays out of the pages. */
const SUCCESS: typeof Code.SUCCESS = 6000;

/** The envelope every stand-in call answers (contracts/src/envelope.ts): data on 6000, else a message. */
interface Envelope<T> {
  status_code: number;
  message?: string;
  data: T;
}

/** The data of an envelope; any other status code throws with the server's message (or the fallback), which the page shows. */
export function dataOf<T>(reply: Envelope<T>, fallback: string): T {
  if (reply.status_code !== SUCCESS) throw new Error(reply.message || fallback);
  return reply.data;
}

/** POST a JSON body to one of the server's stand-in calls (provider, cashier, stream) and answer its data. */
export async function postEnvelope<T>(path: string, body: unknown, fallback = '请求失败'): Promise<T> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return dataOf((await response.json()) as Envelope<T>, fallback);
}
