import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock } from './clock';

/** Graphic captchas: issued with an image, answered once, expiring. Bounded store. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const CAPTCHAS_MAX = 10_000;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: a person can read them

export interface IssuedCaptcha {
  codeId: string;
  answer: string;
  kind: 'graphic' | 'slider';
  expiresAt: number;
}

export function createCaptchas(clock: Clock) {
  const byId = new Map<string, IssuedCaptcha>();
  let seq = 0;
  return {
    issueGraphic(): IssuedCaptcha {
      if (byId.size >= CAPTCHAS_MAX) byId.delete(byId.keys().next().value as string);
      const answer = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
      const c: IssuedCaptcha = { codeId: `g${(++seq).toString(36)}${randomInt(1e9).toString(36)}`, answer, kind: 'graphic', expiresAt: clock.now() + CAPTCHA_TTL_MS };
      byId.set(c.codeId, c);
      return c;
    },
    peek: (codeId: string) => byId.get(codeId),
    /** Single use: the captcha is gone after any attempt, right or wrong. Case-insensitive, constant time. */
    consume(codeId: string | undefined, answer: string | undefined): 'ok' | 'wrong' | 'expired' {
      if (!codeId || answer === undefined) return 'wrong';
      const c = byId.get(codeId);
      if (!c) return 'wrong';
      byId.delete(codeId);
      if (clock.now() > c.expiresAt) return 'expired';
      const a = Buffer.from(answer.toUpperCase().padEnd(16).slice(0, 16));
      const b = Buffer.from(c.answer.toUpperCase().padEnd(16).slice(0, 16));
      return timingSafeEqual(a, b) ? 'ok' : 'wrong';
    },
  };
}
export type Captchas = ReturnType<typeof createCaptchas>;

/** A small SVG picture of the answer with noise lines, as a data URL. */
export function captchaImage(answer: string): string {
  const chars = [...answer]
    .map((ch, i) => {
      const x = 14 + i * 24;
      const y = 30 + randomInt(-4, 5);
      const rot = randomInt(-25, 26);
      return `<text x="${x}" y="${y}" transform="rotate(${rot} ${x} ${y})" font-size="26" font-family="monospace" fill="#${randomInt(0x222222, 0x666666).toString(16)}">${ch}</text>`;
    })
    .join('');
  const lines = Array.from({ length: 5 }, () => `<line x1="${randomInt(0, 120)}" y1="${randomInt(0, 44)}" x2="${randomInt(0, 120)}" y2="${randomInt(0, 44)}" stroke="#${randomInt(0x888888, 0xcccccc).toString(16)}" stroke-width="1.5"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44"><rect width="120" height="44" fill="#f3f4f6"/>${lines}${chars}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
