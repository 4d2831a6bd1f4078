import { seededRandom, type SeededRandom } from '../../lib/seeded-random';
import { DAY_MS } from '../../lib/beijing-time';
import { instantOf } from './calendar';
import { competitionModel, type CompetitionInput, type GroupsFormat, type KnockoutFormat, type Season } from './competition';
import { shuffled, type SeasonFixture } from './round-robin';
import { setMatchWinChance } from './set-chances';
import { longestMatchMs, rulesOf, type MatchFormat } from './sport-rules';

/**
 * The calendars of tournaments: a knockout draw a round a day (or every other day), and the
 * season finals' groups of four. Results are drawn when the calendar is made, each with the
 * model's chance (the pricer's), so that the next round's pairings exist; a match is listed only
 * once both matches feeding it are surely over (kick-off plus the longest the format allows), so
 * nothing of a result shows before it is played, and its timeline plays a match that side wins
 * (timeline.ts). A side plays at most one match a day. The draw: the strongest entrants by rating
 * fill three quarters of it, the rest come from the others (seeded); the seeds are kept apart.
 */

/** The first round is listed this long before it starts (the draw is made). */
export const DRAW_NOTICE_MS = 2 * DAY_MS;

interface Slotted {
  home: string;
  away: string;
  kickoffMs: number;
  visibleFromMs: number;
  format: MatchFormat | undefined;
}

/** A knockout edition: its draw, then round after round of the winners. */
export function knockoutSeason(c: CompetitionInput, f: KnockoutFormat, season: Season, seed: string): SeasonFixture[] {
  const rng = seededRandom(`${seed}:draw:${c.league_id}:${season.year}:${season.edition}`);
  let field = drawOf(c, f.draw, f.seeds, f.invited === true, rng);
  const out: SeasonFixture[] = [];
  // The time (index into the day's order of play) each match of the round before was played at.
  let feederTimes: number[] = [];
  let feeders: SeasonFixture[] = [];
  for (let round = 0; field.length > 1; round++) {
    const day = season.firstDay + (f.roundDays[round] ?? 0);
    const format = f.bestOf?.[round] === undefined ? c.rules : { ...c.rules, bestOf: f.bestOf[round] };
    const matches: SeasonFixture[] = [];
    const times: number[] = [];
    const next: string[] = [];
    const taken = new Array<number>(f.times.length).fill(0);
    for (let i = 0; i + 1 < field.length; i += 2) {
      const [home, away] = [field[i] as string, field[i + 1] as string];
      // The order of play follows the draw: a match is at the latest time of its two feeders or later
      // (a player who finished late plays no earlier the next day, so never twice on one Beijing day), courts allowing.
      let time = Math.max(round === 0 ? Math.floor(i / 2 / f.courts) : 0, feederTimes[i] ?? 0, feederTimes[i + 1] ?? 0);
      while (time < f.times.length - 1 && (taken[time] as number) >= f.courts) time++;
      taken[time] = (taken[time] as number) + 1;
      const kickoffMs = instantOf(season.zone, day, f.times[Math.min(time, f.times.length - 1)] as string);
      // The two matches of the round before whose winners meet here (the field is the winners in bracket order).
      const fed = [feeders[i], feeders[i + 1]].filter((x): x is SeasonFixture => x !== undefined);
      const visibleFromMs = round === 0 ? kickoffMs - DRAW_NOTICE_MS : Math.max(...fed.map((x) => x.kickoffMs + longestMatchMs(c.gameType, x.format)));
      const match = decided(c, { home, away, kickoffMs, visibleFromMs, format }, round + 1, rng);
      matches.push(match);
      times.push(time);
      next.push(match.winner === 'H' ? home : away);
      out.push(match);
    }
    feeders = matches;
    feederTimes = times;
    field = next;
  }
  return out;
}

/** The finals: two groups of four (the eight strongest), each playing on alternate days; the two best of each group to the semi-finals. */
export function groupsSeason(c: CompetitionInput, f: GroupsFormat, season: Season, seed: string): SeasonFixture[] {
  const rng = seededRandom(`${seed}:groups:${c.league_id}:${season.year}:${season.edition}`);
  const eight = [...c.entrants].sort((a, b) => b.rating - a.rating).slice(0, 8).map((e) => e.name);
  if (eight.length < 8) throw new Error(`groupsSeason: ${c.league_id} needs eight entrants`);
  // Seeds 1 and 2 head the groups; 3-4, 5-6 and 7-8 are split between them by lot.
  const groups: string[][] = [[eight[0] as string], [eight[1] as string]];
  for (let pair = 2; pair < 8; pair += 2) {
    const [x, y] = rng.chance(0.5) ? [eight[pair], eight[pair + 1]] : [eight[pair + 1], eight[pair]];
    (groups[0] as string[]).push(x as string);
    (groups[1] as string[]).push(y as string);
  }
  // A group of four in three rounds of two matches: 1v4 2v3, 1v3 2v4, 1v2 3v4 (by the group's order).
  const ROUNDS = [[[0, 3], [1, 2]], [[0, 2], [1, 3]], [[0, 1], [2, 3]]] as const;
  const out: SeasonFixture[] = [];
  const wins = new Map<string, number>();
  const beat = new Set<string>();
  const lastGroupEnd: number[] = [0, 0];
  f.groupDays.forEach((offset, i) => {
    const g = i % 2;
    const group = groups[g] as string[];
    const day = season.firstDay + offset;
    (ROUNDS[Math.floor(i / 2)] ?? []).forEach(([a, b], k) => {
      const kickoffMs = instantOf(season.zone, day, f.times[k % f.times.length] as string);
      const match = decided(c, { home: group[a] as string, away: group[b] as string, kickoffMs, visibleFromMs: season.firstDay * DAY_MS - DRAW_NOTICE_MS, format: c.rules }, Math.floor(i / 2) + 1, rng);
      const [winner, loser] = match.winner === 'H' ? [match.home, match.away] : [match.away, match.home];
      wins.set(winner, (wins.get(winner) ?? 0) + 1);
      beat.add(`${winner}>${loser}`);
      lastGroupEnd[g] = Math.max(lastGroupEnd[g] as number, kickoffMs + longestMatchMs(c.gameType, c.rules));
      out.push(match);
    });
  });
  const ratings = competitionModel(c).ratings;
  const standing = (group: readonly string[]) =>
    [...group].sort((x, y) => {
      const byWins = (wins.get(y) ?? 0) - (wins.get(x) ?? 0);
      if (byWins !== 0) return byWins;
      // Two level: the one who won their match; three level (or more): the stronger, as a simpler last rule.
      const level = group.filter((z) => (wins.get(z) ?? 0) === (wins.get(x) ?? 0));
      if (level.length === 2) return beat.has(`${x}>${y}`) ? -1 : 1;
      return (ratings.get(y) ?? 0) - (ratings.get(x) ?? 0);
    });
  const [a, b] = [standing(groups[0] as string[]), standing(groups[1] as string[])];
  const semisVisible = Math.max(...lastGroupEnd);
  const semiDay = season.firstDay + f.semiDay;
  const semis = [
    decided(c, { home: a[0] as string, away: b[1] as string, kickoffMs: instantOf(season.zone, semiDay, f.times[0] as string), visibleFromMs: semisVisible, format: c.rules }, 4, rng),
    decided(c, { home: b[0] as string, away: a[1] as string, kickoffMs: instantOf(season.zone, semiDay, f.times[1 % f.times.length] as string), visibleFromMs: semisVisible, format: c.rules }, 4, rng),
  ];
  const finalists = semis.map((m) => (m.winner === 'H' ? m.home : m.away));
  const finalVisible = Math.max(...semis.map((m) => m.kickoffMs + longestMatchMs(c.gameType, c.rules)));
  const final = decided(c, { home: finalists[0] as string, away: finalists[1] as string, kickoffMs: instantOf(season.zone, season.firstDay + f.finalDay, f.times.at(-1) as string), visibleFromMs: finalVisible, format: c.rules }, 5, rng);
  return [...out, ...semis, final].sort((x, y) => x.kickoffMs - y.kickoffMs);
}

/** A match of a draw with its result drawn with the model's chance of the home side. */
function decided(c: CompetitionInput, s: Slotted, round: number, rng: SeededRandom): SeasonFixture {
  const rules = rulesOf(c.gameType, s.format);
  const model = competitionModel(c).modelOf(s.home, s.away, s.format);
  if (rules.kind !== 'sets' || model.kind !== 'sets') throw new Error(`draw: ${c.league_id} is not a set sport`);
  const homeWins = rng.chance(setMatchWinChance(rules, model, drawMatchKey(c.league_id, s.kickoffMs, s.home)));
  return { kickoffMs: s.kickoffMs, home: s.home, away: s.away, round, visibleFromMs: s.visibleFromMs, winner: homeWins ? 'H' : 'C', ...(s.format ? { format: s.format } : {}) };
}

/**
 * The key a draw's chance is worked out with: the chance depends a little on who serves each set
 * first, tossed from the match id (set-chances.ts); the draw's result is drawn before the id exists,
 * so it uses the chance of a neutral toss order, which the id's own differs from by a hair.
 */
const drawMatchKey = (leagueId: number, kickoffMs: number, home: string) => `draw:${leagueId}:${kickoffMs}:${home}`;

/** The draw in bracket order: seeds at their places (1 top, 2 bottom, 3-4 in the other halves' ends...), the rest by lot. */
function drawOf(c: CompetitionInput, size: number, seeds: number, invited: boolean, rng: SeededRandom): string[] {
  const byRating = [...c.entrants].sort((a, b) => b.rating - a.rating).map((e) => e.name);
  if (byRating.length < size) throw new Error(`draw: ${c.league_id} has ${byRating.length} entrants for a draw of ${size}`);
  const direct = invited ? size : Math.ceil((size * 3) / 4);
  const field = [...byRating.slice(0, direct), ...shuffled(byRating.slice(direct), rng).slice(0, size - direct)];
  const places = seedPlaces(size, Math.min(seeds, size), rng);
  const bracket = Array.from<string | undefined>({ length: size });
  places.forEach((place, i) => (bracket[place] = field[i]));
  const rest = shuffled(field.slice(places.length), rng);
  return bracket.map((x) => x ?? (rest.shift() as string));
}

/** Bracket places of seeds 1..n: 1 at the top, 2 at the bottom, each further group of seeds by lot among the ends of the parts the earlier ones left. */
function seedPlaces(size: number, n: number, rng: SeededRandom): number[] {
  const places = [0, size - 1];
  for (let parts = 4; places.length < n && parts <= size; parts *= 2) {
    const part = size / parts;
    // The ends of the new parts not yet holding a seed: the top of each lower part, the bottom of each upper one.
    const ends: number[] = [];
    for (let k = 1; k < parts; k += 2) ends.push(k * part - 1, k * part);
    const free = shuffled(ends.filter((e) => !places.includes(e)), rng);
    places.push(...free.slice(0, Math.min(free.length, n - places.length, parts / 2)));
  }
  return places.slice(0, n);
}
