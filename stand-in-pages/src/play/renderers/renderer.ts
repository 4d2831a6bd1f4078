import type { ProviderRound, ProviderSession, RoundFace } from '@betsite/contracts/provider';

export type GameKind = ProviderSession['kind'];
export type FaceOf<K extends GameKind> = Extract<RoundFace, { kind: K }>;
type Paytable = NonNullable<ProviderSession['paytable']>;
export type PaytableOf<K extends Paytable['kind']> = Extract<Paytable, { kind: K }>;
export type SessionGame = ProviderSession['games'][number];

/** What a renderer is mounted with: the session, the game on the stage and the choice made. */
export interface MountContext {
  session: ProviderSession;
  game: SessionGame;
  choice: string;
}

/**
 * The stage of one game kind: `mount` draws the idle table, `show` animates to the round's face
 * (what the server's seeded round decided; the page never decides) and resolves once it has
 * settled there. `update` takes each later session read (a draw that came in); `aim` follows the
 * choice (the fish in the sight).
 */
export interface Renderer<K extends GameKind> {
  mount(stage: HTMLElement, ctx: MountContext): void;
  show(face: FaceOf<K>, round: ProviderRound): Promise<void>;
  update?(session: ProviderSession): void;
  aim?(choice: string): void;
}

/** The session's pay table of a kind; a session of that kind without one is the server's mistake. */
export function paytableOf<K extends Paytable['kind']>(session: ProviderSession, kind: K): PaytableOf<K> {
  const table = session.paytable;
  if (table?.kind !== kind) throw new Error(`the session of a ${kind} game names no ${kind} pay table`);
  return table as PaytableOf<K>;
}
