import { bypass, http, HttpResponse, type HttpHandler } from 'msw';
import { CASHIER_PAGE_PATH, CASHIER_QR_PATH } from '@betsite/contracts/cashier';
import { PROVIDER_PLAY_PATH, STAND_IN_PAGES_PATH } from '@betsite/contracts/constants';
import { UPLOAD_URL_RE } from '@betsite/contracts/routes/member';
import { Code } from '@betsite/contracts/status-codes';
import { LIVE_STREAM_PREFIX } from '@betsite/contracts/stream';
import type { AppContext } from '../composition/context';
import { fail } from '../lib/reply';
import { cashierQr } from '../routes/cashier/router';
import { clipFileOf, clipMissing, mediaReply, noLiveView, streamClip, type MediaReply } from '../routes/stream/media';
import { isNavigation } from './world-link';
import { withWorldLink } from './world-link-html';

/** The stand-in pages the world answers at their addresses, as the server does (routes/stand-in-pages.ts). */
const PAGE_ADDRESSES: readonly [RegExp, string][] = [
  [new RegExp(`^${PROVIDER_PLAY_PATH}$`), 'play'],
  [new RegExp(`^${CASHIER_PAGE_PATH}$`), 'cashier'],
];
/** The live view's animation page and clips: /__stream/<gameId>/<name>. */
const LIVE_VIEW_FILE = new RegExp(`^${LIVE_STREAM_PREFIX}/([^/]+)/([^/]+)$`);
/**
 * The stand-in pages' areas, never the site's routes: a navigation there that no handler here
 * answered (a page's folder copy, /__cashier/checkout/) is the host's to serve.
 */
const STAND_IN_AREAS = [dirOf(PROVIDER_PLAY_PATH), dirOf(CASHIER_PAGE_PATH), `${STAND_IN_PAGES_PATH}/`, `${LIVE_STREAM_PREFIX}/`];
/** Where the demo build puts the stream clips (client/vite.config.ts). */
const STREAM_CLIPS_PATH = `${STAND_IN_PAGES_PATH}/streams`;

/**
 * What the server answers besides its routers, answered in the page: the stand-in pages' html
 * (the demo build puts each at /__pages/<page>.html), the live view's clips, the cashier's QR
 * code, the players' uploads, and the site's html for a navigation to one of its routes.
 */
export function pageHandlers(origin: string, world: AppContext, followerUrl: string): HttpHandler[] {
  /** A stand-in page, which forwards its calls to the world's tab when it is open in a tab of its own. */
  const standInPage = (page: string) => fileAsPage(`${origin}${STAND_IN_PAGES_PATH}/${page}.html`, { 'referrer-policy': 'no-referrer' }, (html) => withWorldLink(html, followerUrl));
  const clips = new Map<string, Uint8Array>();
  /** A clip's bytes, fetched from the demo's copy once. */
  const clipBytes = async (name: string): Promise<Uint8Array | undefined> => {
    const kept = clips.get(name);
    if (kept) return kept;
    const file = await fetch(bypass(new Request(`${origin}${STREAM_CLIPS_PATH}/${clipFileOf(name)}`)));
    if (!file.ok) return undefined;
    const bytes = new Uint8Array(await file.arrayBuffer());
    clips.set(name, bytes);
    return bytes;
  };
  const liveViewFile = async (gameId: string, name: string, range: string | null): Promise<Response> => {
    if (name === 'animation') {
      const refusal = noLiveView(world.state.world, gameId);
      return refusal ? answer(refusal) : standInPage('animation');
    }
    const found = streamClip(world.state.world, gameId, name);
    if (!('clip' in found)) return answer(found);
    const bytes = await clipBytes(found.clip);
    return answer(bytes ? mediaReply(bytes, found.type, range ?? undefined) : clipMissing());
  };
  return [
    http.get(`${origin}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const page = PAGE_ADDRESSES.find(([address]) => address.test(url.pathname))?.[1];
      if (page !== undefined) return standInPage(page);
      const liveView = LIVE_VIEW_FILE.exec(url.pathname);
      if (liveView) return liveViewFile(liveView[1]!, liveView[2]!, request.headers.get('range'));
      if (url.pathname === CASHIER_QR_PATH) {
        const svg = cashierQr(world, url.searchParams.get('token'), origin);
        if (svg === null) return new HttpResponse(null, { status: 404 });
        return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' } });
      }
      if (UPLOAD_URL_RE.test(url.pathname)) {
        const image = world.state.member.uploads.byUrl(url.pathname);
        if (!image) return HttpResponse.json(fail(Code.NOT_FOUND).body);
        return new HttpResponse(image.bytes.slice(), { headers: { 'content-type': image.mime, 'x-content-type-options': 'nosniff' } });
      }
      // The site's own routes (/member, /game/sport/CRTY): a static server knows only its files,
      // so a navigation to one, a reload on one, gets the site's html, as a host's fallback would.
      if (isNavigation(request) && !/\.[a-z0-9]+$/i.test(url.pathname) && !STAND_IN_AREAS.some((area) => url.pathname.startsWith(area))) return fileAsPage(`${origin}/index.html`);
      return undefined;
    }),
  ];
}

/** A media reply (routes/stream/media.ts) as the page's Response. */
function answer(reply: MediaReply): Response {
  if (reply.body instanceof Uint8Array) return new HttpResponse(reply.body.slice(), { status: reply.status, headers: reply.headers });
  if (reply.body === undefined) return new HttpResponse(null, { status: reply.status, headers: reply.headers });
  return HttpResponse.json(reply.body, { status: reply.status, headers: reply.headers });
}

/** A file of the site's host, answered as a page (never cached: it names the assets of the latest build). */
async function fileAsPage(url: string, headers: Record<string, string> = {}, edit: (html: string) => string = (html) => html): Promise<Response> {
  const file = await fetch(bypass(new Request(url)));
  return new HttpResponse(edit(await file.text()), { status: file.status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers } });
}

/** The folder of an address, with its slash: /__cashier/checkout → /__cashier/. */
function dirOf(address: string): string {
  return address.slice(0, address.lastIndexOf('/') + 1);
}
