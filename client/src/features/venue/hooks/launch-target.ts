import { paths } from '../../../config/paths';

/** Client routes a launch url may name: the local sport venue. Other paths on our origin are the providers' pages. */
const CLIENT_ROUTE_PREFIX = '/game/sport/';

export type LaunchTarget = { kind: 'route'; path: string } | { kind: 'tab'; url: string } | { kind: 'frame'; path: string };

/**
 * Where a launch url goes (spec 001 section 4): an http url opens directly, a url starting with /
 * opens on our own origin (our route for the local sport venue, a new tab for a provider's page
 * there), anything else (a bare code) opens the game frame in a new tab.
 */
export function launchTarget(url: string): LaunchTarget {
  if (/^https?:\/\//i.test(url)) return { kind: 'tab', url };
  if (url.startsWith(CLIENT_ROUTE_PREFIX)) return { kind: 'route', path: url };
  if (url.startsWith('/')) return { kind: 'tab', url };
  return { kind: 'frame', path: paths.gameFrame.to(url) };
}

/** The amount the transfer-then-enter step proposes: the whole centre wallet, as typed text. */
export const proposedAmount = (centreYuan: number | undefined): string => (centreYuan && centreYuan > 0 ? centreYuan.toFixed(2) : '');

/**
 * Whether entering must first offer a transfer (spec 001 section 7): automatic transfer is off,
 * the venue wallet is empty, and no activity elsewhere will refuse the entry anyway (6413).
 */
export function needsTransferFirst(status: { status: 0 | 1; activity: { channelCode: string } | null }, channelCode: string, venueCents: number): boolean {
  if (status.status === 1 || venueCents > 0) return false;
  return !status.activity || status.activity.channelCode === channelCode;
}
