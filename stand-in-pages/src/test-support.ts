import type { ProviderRound, ProviderSession, RoundFace } from '@betsite/contracts/provider';

/**
 * For the pages' unit tests only (no page imports it): a session of a game kind as the server
 * answers it, a round with a face, and reduced motion (every animation's pause cut to 40 ms).
 */
export function sessionOf(kind: ProviderSession['kind'], overrides: Partial<ProviderSession> = {}): ProviderSession {
  return {
    enName: 'TEST', venueName: '测试场馆', channelCode: 'TEST', kind, rtp: '96%', matchSport: kind === 'match' ? 'esports' : null,
    gameCode: 'g1', games: [{ gameCode: 'g1', gameName: '测试游戏', theme: kind === 'slot' ? 'fruit' : null }], choices: [],
    paytable: null, minStake: 1, maxStake: 5000, balance: 100, pool: null, activity: null, tickets: [], recent: [],
    ...overrides,
  };
}

export function roundOf(face: RoundFace, overrides: Partial<ProviderRound> = {}): ProviderRound {
  return {
    orderNo: 'R1', roundNo: 1, gameCode: 'g1', gameName: '测试游戏', outcome: 'lose', betContent: '投注', detail: '未中', face,
    stake: 10, payout: 0, jackpot: 0, balance: 90, drawAt: null, activity: null, ...overrides,
  };
}

/** The page's motion preference as reduced (jsdom has no matchMedia of its own). */
export function reduceMotion(): void {
  window.matchMedia = (query: string) => ({ matches: true, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false });
}

/** The accessible names of the images (role img) under a node, in order. */
export const imageNames = (root: ParentNode): string[] => [...root.querySelectorAll('[role="img"]')].map((n) => n.getAttribute('aria-label') ?? '');
