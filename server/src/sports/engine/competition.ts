import { type ZoneName, dateOf, dayOfMonthDay, localDayOf } from './calendar';
import { type CompetitionScale, type MatchModel, type Scoring, clockModel, competitionScale, scoringOf, setModel } from './ratings';
import { type EngineGameType, type MatchFormat, rulesOf } from './sport-rules';

/**
 * A competition as the schedule plans it (fixtures/competitions.json, with its roster from
 * fixtures/rosters.json): where and when it is played, its format, its entrants and their ratings.
 * The engine knows nothing of the fixtures' files; the world builds these from them.
 */

export interface Entrant {
  name: string;
  /** Elo-like (ratings.ts). */
  rating: number;
}

/** A kick-off of a round's pattern: a day counted from the round's first day (a weekend's Friday, a midweek's Tuesday), a local time. */
export interface SlotSpec {
  day: number;
  time: string;
}

/** A double (or single) round robin in rounds, each round on a weekend (Friday to Monday) or a midweek (Tuesday to Thursday). */
export interface LeagueFormat {
  kind: 'league';
  legs: 1 | 2;
  /** One entry per match of a weekend round, in the order a round fills them. */
  weekend: readonly SlotSpec[];
  midweek: readonly SlotSpec[];
  /** "MM-DD" of days in weeks with no round (the international windows): the week (Tuesday to Monday) holding each has none. */
  breaks?: readonly string[];
  /** Competitions whose fixtures the entrants also play (a European cup): this league's rounds keep two days of rest around them, and has no midweek round in their weeks. */
  respects?: readonly number[];
}

/** A league without rounds (NBA, NHL): each day the sides rested longest meet, up to the day's number of games. */
export interface DailyFormat {
  kind: 'daily';
  /** Games a day, Sunday to Saturday, at most. */
  gamesPerDay: readonly number[];
  /** Local kick-off times, Sunday to Saturday: a day's games take them in turn. */
  times: readonly (readonly string[])[];
}

/** A league phase of set matchdays (the Champions League): each matchday one round of a round robin, split over two days. */
export interface LeaguePhaseFormat {
  kind: 'leaguePhase';
  /** "MM-DD" on or before the first day of each matchday (its Tuesday, or the weekday `days[0]` names). */
  matchdays: readonly string[];
  /** The matchday's days (0 Sunday .. 6 Saturday) and kick-offs; a day takes every match of a share of the round. */
  days: readonly { weekday: number; times: readonly string[] }[];
}

/** A knockout draw played a round a day (or every other day): the seeds kept apart, every result drawn with the model's chances. */
export interface KnockoutFormat {
  kind: 'knockout';
  draw: number;
  /** Seeds placed apart (the strongest by rating). */
  seeds: number;
  /** An invitation event: the draw is the strongest entrants by rating (no others by lot). */
  invited?: boolean;
  /** Each round's day, counted from the edition's first day. */
  roundDays: readonly number[];
  /** Each round's best of (sets, frames, games), when it differs from the competition's rules. */
  bestOf?: readonly number[];
  /** A day's order of play: local times, `courts` matches at each. */
  times: readonly string[];
  courts: number;
}

/** Round-robin groups of four, then semi-finals and a final (the season finals of tennis). */
export interface GroupsFormat {
  kind: 'groups';
  /** The six group days (two groups, alternating), then the semi-finals' and the final's, from the edition's first day. */
  groupDays: readonly number[];
  semiDay: number;
  finalDay: number;
  times: readonly string[];
}

/** A champion outright of another competition's season: its strongest entrants, decided when that season's last match ends. */
export interface OutrightFormat {
  kind: 'outright';
  of: number;
  /** How far apart (Elo) one title chance is from e times another: the title race's spread. */
  spreadElo: number;
  /** Listed this many days before the season starts. */
  opensDaysBefore: number;
}

/** Virtual football: a match every few minutes around the clock. */
export interface VirtualFormat {
  kind: 'virtual';
}

export type CompetitionFormat = LeagueFormat | DailyFormat | LeaguePhaseFormat | KnockoutFormat | GroupsFormat | OutrightFormat | VirtualFormat;

export interface CompetitionInput {
  league_id: number;
  name: string;
  gameType: EngineGameType;
  entrants: readonly Entrant[];
  zone: ZoneName;
  /**
   * The competition's windows each year ("MM-DD" local, `to` before `from` crossing the new year);
   * several for a tournament played more than once a year, each where it is played (`zone`, else the competition's).
   */
  seasons: readonly { from: string; to: string; zone?: ZoneName }[];
  format: CompetitionFormat;
  scoring?: Scoring;
  rules?: MatchFormat;
}

/** One season (or edition) of a competition: its first and last local days. */
export interface Season {
  league_id: number;
  year: number;
  edition: number;
  firstDay: number;
  lastDay: number;
  /** "2026/27" for a season across the new year, else "2026". */
  label: string;
  /** Where this edition is played. */
  zone: ZoneName;
}

/** The seasons of a competition that start in a year. */
function seasonsOfYear(c: CompetitionInput, year: number): Season[] {
  return c.seasons.map((w, edition) => {
    const firstDay = dayOfMonthDay(year, w.from);
    const across = w.to < w.from;
    const lastDay = dayOfMonthDay(across ? year + 1 : year, w.to);
    return { league_id: c.league_id, year, edition, firstDay, lastDay, label: across ? `${year}/${String((year + 1) % 100).padStart(2, '0')}` : String(year), zone: w.zone ?? c.zone };
  });
}

/** The seasons of a competition with a day within [fromDay, toDay] (local days). */
export function seasonsBetween(c: CompetitionInput, fromDay: number, toDay: number): Season[] {
  const out: Season[] = [];
  for (let year = dateOf(fromDay).year - 1; year <= dateOf(toDay).year; year++) {
    for (const s of seasonsOfYear(c, year)) if (s.lastDay >= fromDay && s.firstDay <= toDay) out.push(s);
  }
  return out;
}

/** The season of a competition running on an instant, or null out of season. */
export function seasonAt(c: CompetitionInput, atMs: number): Season | null {
  const day = localDayOf(c.zone, atMs);
  return seasonsBetween(c, day, day)[0] ?? null;
}

/** What pricing a pairing of a competition needs, worked out once per competition (its scale over its roster). */
export interface CompetitionModel {
  ratings: ReadonlyMap<string, number>;
  modelOf(home: string, away: string, format?: MatchFormat): MatchModel;
}

const models = new WeakMap<CompetitionInput, CompetitionModel>();

export function competitionModel(c: CompetitionInput): CompetitionModel {
  const known = models.get(c);
  if (known) return known;
  const ratings = new Map(c.entrants.map((e) => [e.name, e.rating]));
  const gameType = c.gameType;
  if (gameType === 'FS') throw new Error(`competitionModel: ${c.league_id} is an outright`);
  const scoring = scoringOf(gameType, c.scoring);
  const scales = new Map<string, CompetitionScale>();
  const rated = (name: string) => {
    const r = ratings.get(name);
    if (r === undefined) throw new Error(`competitionModel: ${name} is not on the roster of ${c.league_id}`);
    return r;
  };
  const made: CompetitionModel = {
    ratings,
    modelOf(home, away, format = c.rules) {
      const rules = rulesOf(gameType, format);
      if (rules.kind === 'sets') return setModel(gameType as 'TN' | 'VB' | 'TT' | 'SK', scoring, rated(home), rated(away));
      if (rules.kind !== 'clock') throw new Error(`competitionModel: ${gameType}`);
      const key = `${format?.quarterMs ?? ''}`;
      let scale = scales.get(key);
      if (scale === undefined) {
        scale = competitionScale(gameType, rules, scoring, [...ratings.values()]);
        scales.set(key, scale);
      }
      return clockModel(gameType, rules, scoring, scale, rated(home), rated(away));
    },
  };
  models.set(c, made);
  return made;
}
