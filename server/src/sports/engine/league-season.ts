import { seededRandom } from '../../lib/seeded-random';
import { dayOfMonthDay, instantOf, localDayOf, onOrAfter, weekdayOf } from './calendar';
import type { CompetitionInput, DailyFormat, LeagueFormat, LeaguePhaseFormat, Season } from './competition';
import { MatchDays, circleRounds, shuffled, type SeasonFixture } from './round-robin';

/**
 * The calendars of team competitions: a league's rounds on weekends and midweeks, the NBA's days,
 * a European cup's matchdays. A side plays at most once in `REST_GAP_DAYS` local days: two whole
 * days of rest between its matches (the rule the tests hold every team sport to), across the
 * competitions it plays in (a league keeps its rounds clear of the cup matchdays it `respects`).
 */
export const REST_GAP_DAYS = 3;

/** Kick-offs (local days) of other competitions the season's sides play: a league keeps its rest around them. */
type BusyDays = ReadonlyMap<string, readonly number[]>;

interface Window {
  firstDay: number;
  /** Days of the window: 4 for a weekend (Friday to Monday), 3 for a midweek (Tuesday to Thursday). */
  days: number;
  slots: readonly { day: number; time: string }[];
}

/** A league's season: its rounds laid on the season's weekends (and midweeks when weekends run short), each match on a slot its sides can play. */
export function leagueSeason(c: CompetitionInput, f: LeagueFormat, season: Season, seed: string, busy: BusyDays): SeasonFixture[] {
  const rng = seededRandom(`${seed}:league:${c.league_id}:${season.year}:${season.edition}`);
  const sides = shuffled(c.entrants.map((e) => e.name), rng);
  const single = circleRounds(sides);
  const rounds = f.legs === 2 ? [...single, ...single.map((round) => round.map(([h, a]) => [a, h] as [string, string]))] : single;
  const windows = roundWindows(f, season, rounds.length, busy);
  const days = new MatchDays(REST_GAP_DAYS);
  for (const [side, list] of busy) for (const d of list) days.add(side, d);
  const out: SeasonFixture[] = [];
  // Plain loops: a season places hundreds of matches, and under tsx every closure made costs a naming call.
  for (let r = 0; r < rounds.length; r++) {
    const window = windows[r] as Window;
    const free = [...window.slots];
    for (const [home, away] of shuffled(rounds[r] as [string, string][], rng)) {
      let slot: Window['slots'][number] | undefined;
      for (let i = 0; i < free.length && slot === undefined; i++) {
        const day = window.firstDay + (free[i] as Window['slots'][number]).day;
        if (days.free(home, day) && days.free(away, day)) slot = free.splice(i, 1)[0];
      }
      // The pattern's slots are taken or too close to a side's other match: the first day of the window both sides can play, at the pattern's time for it.
      for (let d = 0; d < window.days && slot === undefined; d++) {
        const day = window.firstDay + d;
        const pattern = window.slots.find((s) => s.day === d) ?? window.slots[0];
        if (pattern && days.free(home, day) && days.free(away, day)) slot = { day: d, time: pattern.time };
      }
      if (slot === undefined) throw new Error(`leagueSeason: ${c.league_id} ${season.label} round ${r + 1}: no day for ${home} v ${away}`);
      const day = window.firstDay + slot.day;
      days.add(home, day);
      days.add(away, day);
      out.push({ kickoffMs: instantOf(season.zone, day, slot.time), home, away, round: r + 1 });
    }
  }
  return out.sort((a, b) => a.kickoffMs - b.kickoffMs);
}

/**
 * The weekends (Friday to Monday) and midweeks (Tuesday to Thursday) a season's rounds take:
 * weekends first, spread over the season; midweeks only when the weekends run short, never in a
 * break's week nor in a week a respected cup plays.
 */
function roundWindows(f: LeagueFormat, s: Season, rounds: number, busy: BusyDays): Window[] {
  const breaks = new Set<number>();
  for (const year of [s.year, s.year + 1]) for (const b of f.breaks ?? []) breaks.add(weekOf(dayOfMonthDay(year, b)));
  const cupWeeks = new Set<number>();
  for (const list of busy.values()) for (const d of list) cupWeeks.add(weekOf(d));
  const weekends: Window[] = [];
  const midweeks: Window[] = [];
  for (let friday = onOrAfter(s.firstDay, 5); friday + 3 <= s.lastDay; friday += 7) {
    if (!breaks.has(weekOf(friday))) weekends.push({ firstDay: friday, days: 4, slots: f.weekend });
  }
  // Midweek rounds fall in the season's body, not its first or last fortnight, and never just before
  // a cup week (a side playing on the Thursday could not rest both before and after the weekend between).
  for (let tuesday = onOrAfter(s.firstDay + 14, 2); tuesday + 2 <= s.lastDay - 14; tuesday += 7) {
    const week = weekOf(tuesday);
    if (!breaks.has(week) && !cupWeeks.has(week) && !cupWeeks.has(week + 1)) midweeks.push({ firstDay: tuesday, days: 3, slots: f.midweek });
  }
  const chosen = rounds <= weekends.length ? spread(weekends, rounds) : [...weekends, ...spread(midweeks, rounds - weekends.length)];
  if (chosen.length < rounds) throw new Error(`leagueSeason: ${s.league_id} ${s.label} has room for ${chosen.length} of ${rounds} rounds`);
  return chosen.sort((a, b) => a.firstDay - b.firstDay);
}

/** The week (Tuesday to Monday) a day is in. */
const weekOf = (day: number) => Math.floor((day - 5) / 7);

/** `count` of the items, evenly spread from the first to the last. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (count <= 0) return [];
  if (count >= items.length) return [...items];
  if (count === 1) return [items[0] as T];
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))] as T);
}

/**
 * A league without rounds (the NBA, the NHL): each day, while the day's number of games is not
 * reached, the rested side that has waited longest meets the rested side it has met least.
 */
export function dailySeason(c: CompetitionInput, f: DailyFormat, season: Season, seed: string, busy: BusyDays): SeasonFixture[] {
  const rng = seededRandom(`${seed}:daily:${c.league_id}:${season.year}:${season.edition}`);
  const sides = shuffled(c.entrants.map((e) => e.name), rng);
  const n = sides.length;
  const days = new MatchDays(REST_GAP_DAYS);
  for (const [side, list] of busy) for (const d of list) days.add(side, d);
  // Sides by their place in the seeded order: meetings[a * n + b] how often a and b have met, homes[a] a's home games.
  const met = new Int32Array(n * n);
  const homes = new Int32Array(n);
  const last = new Float64Array(n);
  const out: SeasonFixture[] = [];
  for (let day = season.firstDay; day <= season.lastDay; day++) {
    const weekday = weekdayOf(day);
    const times = f.times[weekday] ?? [];
    const wanted = times.length === 0 ? 0 : (f.gamesPerDay[weekday] ?? 0);
    if (wanted === 0) continue;
    const rested: number[] = [];
    for (let i = 0; i < n; i++) {
      if (!days.free(sides[i] as string, day)) continue;
      last[i] = days.lastBefore(sides[i] as string, day);
      rested.push(i);
    }
    // The side that has waited longest first (then the seeded order).
    rested.sort((a, b) => (last[a] as number) - (last[b] as number) || a - b);
    for (let game = 0; game < wanted && rested.length >= 2; game++) {
      const first = rested.shift() as number;
      let best = 0;
      for (let k = 1; k < rested.length; k++) if ((met[first * n + (rested[k] as number)] as number) < (met[first * n + (rested[best] as number)] as number)) best = k;
      const second = rested.splice(best, 1)[0] as number;
      const [home, away] = (homes[first] as number) <= (homes[second] as number) ? [first, second] : [second, first];
      homes[home] = (homes[home] as number) + 1;
      met[first * n + second] = (met[first * n + second] as number) + 1;
      met[second * n + first] = (met[second * n + first] as number) + 1;
      days.add(sides[home] as string, day);
      days.add(sides[away] as string, day);
      out.push({ kickoffMs: instantOf(season.zone, day, times[game % times.length] as string), home: sides[home] as string, away: sides[away] as string, round: null });
    }
  }
  return out.sort((a, b) => a.kickoffMs - b.kickoffMs);
}

/** A league phase: one round of a round robin per matchday, the matchday's matches shared over its days in a seeded order. */
export function leaguePhaseSeason(c: CompetitionInput, f: LeaguePhaseFormat, season: Season, seed: string): SeasonFixture[] {
  const rng = seededRandom(`${seed}:phase:${c.league_id}:${season.year}:${season.edition}`);
  const rounds = circleRounds(shuffled(c.entrants.map((e) => e.name), rng));
  if (f.matchdays.length > rounds.length) throw new Error(`leaguePhaseSeason: ${c.league_id} has ${f.matchdays.length} matchdays for ${rounds.length} rounds`);
  const out: SeasonFixture[] = [];
  f.matchdays.forEach((md, r) => {
    const year = md >= '07-01' ? season.year : season.year + 1;
    const first = onOrAfter(dayOfMonthDay(year, md), (f.days[0] as { weekday: number }).weekday);
    const matches = shuffled(rounds[r] as [string, string][], rng);
    const perDay = Math.ceil(matches.length / f.days.length);
    matches.forEach(([home, away], i) => {
      const share = f.days[Math.floor(i / perDay)] as LeaguePhaseFormat['days'][number];
      const day = onOrAfter(first, share.weekday);
      // The day's early kick-offs take one match each, the last time the rest.
      const time = share.times[Math.min(i % perDay, share.times.length - 1)] as string;
      out.push({ kickoffMs: instantOf(season.zone, day, time), home, away, round: r + 1 });
    });
  });
  return out.sort((a, b) => a.kickoffMs - b.kickoffMs);
}

/** The local days (in `zone`) each side of some fixtures plays on. */
export function busyDaysOf(fixtures: readonly SeasonFixture[], zone: CompetitionInput['zone']): Map<string, number[]> {
  const busy = new Map<string, number[]>();
  for (const x of fixtures) {
    const day = localDayOf(zone, x.kickoffMs);
    for (const side of [x.home, x.away]) busy.set(side, [...(busy.get(side) ?? []), day]);
  }
  return busy;
}
