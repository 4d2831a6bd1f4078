import { useMatches, type UIMatch } from 'react-router-dom';

/**
 * What the router knows about a route beyond its path (spec 000 section 2): the named destination,
 * the tab title, and the flags the guards and the frame read.
 */
export interface RouteMeta {
  /** The spec's named destination (home, userinfo, ...). */
  name: string;
  /** The tab bar's label. */
  title: string;
  requiresAuth?: boolean;
  /** Also needs the phone and the real name bound. */
  bindPhone?: boolean;
  /** Not found while the site switches deposit off. */
  depositOnly?: boolean;
  /** Full width, no footer (the local sport venue). */
  fullWidth?: boolean;
  noFooter?: boolean;
  /** The local sport route: only the embedded sports provider (CRTY) exists there; any other enName is not found. */
  sportsVenue?: boolean;
  /** Hidden from the menu and the tab bar (the redirect wrappers). */
  hidden?: boolean;
}

export interface RouteHandle {
  meta: RouteMeta;
}

function metaOf(match: UIMatch): RouteMeta | undefined {
  const handle = match.handle as Partial<RouteHandle> | undefined;
  return handle?.meta;
}

/** The meta of the deepest matched route that has one. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const meta = match ? metaOf(match) : undefined;
    if (meta) return meta;
  }
  return undefined;
}
