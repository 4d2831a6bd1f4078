import { LIVE_VIEW_EVENTS_MAX, type LiveViewMatch } from '@betsite/contracts/stream';
import { Code } from '@betsite/contracts/status-codes';
import { refuse, success, type Result } from '../lib/reply';
import { findWorldMatch, matchView } from './match-view';
import { projectMatch, type World, type WorldMatch } from './world';

/**
 * The stand-in live view of a match (issue 27): what its animation page draws and whether it has
 * stream lines at all. Only a match with video has them (the same rule as hotLive matchDetail's
 * streams); any phase, so a page left open sees the final whistle.
 */
export function matchWithVideo(world: World, gameId: string): WorldMatch | null {
  const found = findWorldMatch(world, gameId);
  return found?.info.hasVideo ? found : null;
}

export function liveViewOf(world: World, gameId: string, nowMs: number): Result<Omit<LiveViewMatch, 'serverNow'>> {
  const found = matchWithVideo(world, gameId);
  if (!found) return refuse(Code.NOT_FOUND, '赛事不存在或没有直播');
  const { odds: _odds, maxPerMatch: _max, ...match } = matchView(world, found, nowMs, 'H', projectMatch(found, nowMs));
  const { events, segments } = found.timeline;
  const happened = events.filter((e) => e.atMs <= nowMs).slice(-LIVE_VIEW_EVENTS_MAX);
  return success({
    match,
    events: happened.map((e) => {
      // The clock as the match showed it at that instant: the same projection the grid reads.
      const { re_time, t_count } = projectMatch(found, e.atMs).fields;
      return { atMs: e.atMs, side: e.side, points: e.points, periodCode: segments[e.segmentIndex]?.code ?? '', re_time, t_count, after: { ...e.after } };
    }),
  });
}
