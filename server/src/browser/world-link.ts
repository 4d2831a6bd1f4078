import { http } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { chatLink, type ChatAccept } from '../fetch/msw-chat';
import { forwardedChat, serveForwardedChat } from './chat-over-tabs';

/**
 * One world per origin (docs/front-end.md, "The site with no server"): the tab that holds the
 * world's lock runs it; every other tab of the origin (a second tab of the site, the stand-in
 * game and cashier pages a player opens in a new tab) forwards its calls to it over a
 * BroadcastChannel, so a deposit paid in the cashier's tab is in the site's world. This module
 * is the link alone, without the world: a stand-in page loads it and nothing more.
 */

const CHANNEL = 'betsite.world';
const LOCK = 'betsite.world';
/** How long a forwarded call waits for the world's tab (none open, or one starting) before it fails as a network error. */
const FORWARD_WAIT_MS = 30_000;
/** The caller's address the world's rules see for a chat socket forwarded from another tab (a page's calls have the same). */
const FOLLOWER_CALLER_IP = '127.0.0.1';
/** A navigation forwarded to the world's tab: a Request made there cannot say so by its mode. */
export const FORWARDED_NAVIGATION_HEADER = 'x-betsite-navigation';

interface SentRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
  navigate: boolean;
}
interface SentResponse {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer | null;
}
type LinkMessage = { t: 'call'; id: string; req: SentRequest } | { t: 'reply'; id: string; res: SentResponse | null } | { t: 'ready' };

async function sentRequest(request: Request): Promise<SentRequest> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  return { method: request.method, url: request.url, headers: [...request.headers], body, navigate: request.mode === 'navigate' };
}

function requestOf(sent: SentRequest): Request {
  const headers = new Headers(sent.headers);
  if (sent.navigate) headers.set(FORWARDED_NAVIGATION_HEADER, '1');
  return new Request(sent.url, { method: sent.method, headers, body: sent.body });
}

async function sentResponse(response: Response): Promise<SentResponse> {
  const body = response.body === null ? null : await response.arrayBuffer();
  return { status: response.status, headers: [...response.headers], body };
}

function responseOf(sent: SentResponse): Response {
  // A network error answered in the world's tab (a QA transport fault) travels as status 0.
  if (sent.status === 0) return Response.error();
  return new Response(sent.body, { status: sent.status, headers: sent.headers });
}

/** Whether a request is a navigation, here or forwarded from another tab. */
export const isNavigation = (request: Request): boolean => request.mode === 'navigate' || request.headers.get(FORWARDED_NAVIGATION_HEADER) === '1';

/** Takes the world's lock if no tab holds it, for as long as this page lives: answers whether it did. */
export function tryToHoldWorld(): Promise<boolean> {
  return new Promise((resolve) => {
    void navigator.locks.request(LOCK, { ifAvailable: true }, (lock) => {
      resolve(lock !== null);
      return lock === null ? undefined : new Promise<never>(() => undefined);
    });
  });
}

/** Runs `becomeWorld` once this tab gets the world's lock (the tab that held it has gone), and holds it then. */
export function holdWorldWhenFree(becomeWorld: () => Promise<void>): void {
  void navigator.locks.request(LOCK, async () => {
    await becomeWorld();
    await new Promise<never>(() => undefined);
  });
}

/**
 * In the world's tab: answers the calls other tabs forward, with `answer` (undefined: let the
 * network have it), and takes their chat connections with `acceptChat`.
 */
export function serveOtherTabs(answer: (request: Request) => Promise<Response | undefined>, acceptChat: ChatAccept): void {
  const channel = new BroadcastChannel(CHANNEL);
  serveForwardedChat(channel, acceptChat);
  channel.addEventListener('message', (event: MessageEvent<LinkMessage>) => {
    const message = event.data;
    if (message.t !== 'call') return;
    void (async () => {
      const response = await answer(requestOf(message.req)).catch(() => Response.error());
      channel.postMessage({ t: 'reply', id: message.id, res: response === undefined ? null : await sentResponse(response) } satisfies LinkMessage);
    })();
  });
  // Calls that waited for a world (this tab took over from one that went) are asked again.
  channel.postMessage({ t: 'ready' } satisfies LinkMessage);
}

/** A tab without the world: its calls go to the world's tab over `channel`, and wait for one to be there. */
function forwarder(channel: BroadcastChannel): (request: Request) => Promise<Response | undefined> {
  const waiting = new Map<string, { message: LinkMessage; resolve: (response: Response | undefined) => void }>();
  channel.addEventListener('message', (event: MessageEvent<LinkMessage>) => {
    const message = event.data;
    if (message.t === 'ready') for (const call of waiting.values()) channel.postMessage(call.message);
    if (message.t !== 'reply') return;
    const call = waiting.get(message.id);
    waiting.delete(message.id);
    call?.resolve(message.res === null ? undefined : responseOf(message.res));
  });
  return async (request) => {
    const message: LinkMessage = { t: 'call', id: crypto.randomUUID(), req: await sentRequest(request) };
    return new Promise((resolve) => {
      waiting.set(message.id, { message, resolve });
      channel.postMessage(message);
      setTimeout(() => {
        if (waiting.delete(message.id)) resolve(Response.error());
      }, FORWARD_WAIT_MS);
    });
  };
}

/** Starts msw in a tab without the world: every call to its origin, and its chat socket, go to the world's tab. */
export async function followWorld(serviceWorkerUrl: string): Promise<SetupWorker> {
  const channel = new BroadcastChannel(CHANNEL);
  const forward = forwarder(channel);
  const chat = forwardedChat(channel);
  const worker = setupWorker(http.all(`${location.origin}/*`, ({ request }) => forward(request)), chatLink(location.origin, chat, FOLLOWER_CALLER_IP));
  await worker.start({ serviceWorker: { url: serviceWorkerUrl }, onUnhandledFrame: 'bypass', quiet: true });
  return worker;
}
