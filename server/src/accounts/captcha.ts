import { installedCrypto } from '../lib/crypto';
import { base64Text, base64UrlText, hexText, utf8Bytes } from '../lib/bytes';
import {
  CAPTCHA_PASS_TTL_S, CAPTCHA_TTL_S, SLIDER_PIECE_SIZE_PX, SLIDER_TOLERANCE_PX, SLIDER_TRACK_HEIGHT_PX, SLIDER_TRACK_WIDTH_PX,
  SLIDER_VALIDATE_WAY, type SliderChallenge,
} from '@betsite/contracts/routes/auth';
import type { Clock } from '../lib/clock';
import { setBounded } from '../lib/bounded-map';
import { sameSecret } from './same-secret';

/**
 * Captchas: the graphic code (an SVG picture of 4 characters) and the slider that stands in for
 * the third-party one. Every captcha is single use (gone after the first attempt, right or
 * wrong, so it cannot be replayed), expires on the server clock, and is compared in constant
 * time. A solved slider becomes a pass: a new single-use id the step then presents, so the answer
 * itself never travels twice. One bounded store holds all three.
 */
export const CAPTCHA_TTL_MS = CAPTCHA_TTL_S * 1000;
export const CAPTCHA_PASS_TTL_MS = CAPTCHA_PASS_TTL_S * 1000;
export const CAPTCHAS_MAX = 10_000;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: a person can read them
/** Where the gap may be: clear of the piece's starting place at the left, and of the right edge. */
const GAP_X_MIN = Math.round(SLIDER_PIECE_SIZE_PX * 1.5);
const GAP_X_MAX = SLIDER_TRACK_WIDTH_PX - SLIDER_PIECE_SIZE_PX - 10;

export type CaptchaKind = 'graphic' | 'slider';

/** What QA may read through GET /__mock/captcha/:codeId. */
export interface IssuedCaptcha {
  codeId: string;
  /** The graphic text, or for a slider the captcha_output that solves it (the gap's x in px). */
  answer: string;
  kind: CaptchaKind;
  expiresAt: number;
}

interface SliderEntry extends IssuedCaptcha {
  kind: 'slider';
  gapX: number;
  passToken: string;
  genTime: string;
}

interface PassEntry {
  codeId: string;
  kind: 'pass';
  lotNumber: string;
  expiresAt: number;
}

interface GraphicEntry extends IssuedCaptcha {
  kind: 'graphic';
}

type Entry = GraphicEntry | SliderEntry | PassEntry;

export type CaptchaCheck = 'ok' | 'wrong' | 'expired';

export interface SliderAnswer {
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
  validate_way: string;
}

export function createCaptchas(clock: Clock) {
  const byId = new Map<string, Entry>();
  let seq = 0;

  function store<E extends Entry>(e: E): E {
    setBounded(byId, e.codeId, e, CAPTCHAS_MAX);
    return e;
  }

  /** Takes the entry out whatever happens next: one attempt per captcha. */
  function take(codeId: string | undefined): Entry | undefined {
    if (!codeId) return undefined;
    const e = byId.get(codeId);
    if (e) byId.delete(codeId);
    return e;
  }

  return {
    issueGraphic(): IssuedCaptcha {
      const answer = Array.from({ length: 4 }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');
      return store<GraphicEntry>({ codeId: `g${(++seq).toString(36)}${randomInt(0, 1e9).toString(36)}`, answer, kind: 'graphic', expiresAt: clock.now() + CAPTCHA_TTL_MS });
    },

    issueSlider(): SliderChallenge {
      const now = clock.now();
      const gapX = randomInt(GAP_X_MIN, GAP_X_MAX + 1);
      const pieceY = randomInt(10, SLIDER_TRACK_HEIGHT_PX - SLIDER_PIECE_SIZE_PX - 10);
      const e = store<SliderEntry>({
        codeId: hexText(installedCrypto().randomBytes(16)),
        answer: String(gapX),
        kind: 'slider',
        expiresAt: now + CAPTCHA_TTL_MS,
        gapX,
        passToken: base64UrlText(installedCrypto().randomBytes(24)),
        genTime: String(Math.floor(now / 1000)),
      });
      const { image, piece } = sliderImages(gapX, pieceY);
      return {
        lot_number: e.codeId, pass_token: e.passToken, gen_time: e.genTime, validate_way: SLIDER_VALIDATE_WAY,
        image, piece, pieceY, expiresInSeconds: CAPTCHA_TTL_S,
      };
    },

    /** A live graphic captcha or slider challenge, for QA; passes are not shown. */
    peek(codeId: string): IssuedCaptcha | undefined {
      const e = byId.get(codeId);
      if (!e || e.kind === 'pass' || clock.now() > e.expiresAt) return undefined;
      return { codeId: e.codeId, answer: e.answer, kind: e.kind, expiresAt: e.expiresAt };
    },

    /** The graphic code: case-insensitive. */
    consume(codeId: string | undefined, answer: string | undefined): CaptchaCheck {
      const e = take(codeId);
      if (!e || e.kind !== 'graphic' || answer === undefined) return 'wrong';
      if (clock.now() > e.expiresAt) return 'expired';
      return sameSecret(answer.trim().toUpperCase(), e.answer) ? 'ok' : 'wrong';
    },

    /**
     * validateGeeCheck: every field must match the challenge issued and the drop must be within
     * the tolerance of the gap. On success, the pass id the step presents.
     */
    validateSlider(a: SliderAnswer): { check: 'ok'; passId: string } | { check: Exclude<CaptchaCheck, 'ok'> } {
      const e = take(a.lot_number);
      if (!e || e.kind !== 'slider') return { check: 'wrong' };
      if (clock.now() > e.expiresAt) return { check: 'expired' };
      const echoed = [sameSecret(a.pass_token, e.passToken), sameSecret(a.gen_time, e.genTime), sameSecret(a.validate_way, SLIDER_VALIDATE_WAY)];
      const x = /^\d{1,4}(?:\.\d{1,3})?$/.test(a.captcha_output) ? Number(a.captcha_output) : Number.NaN;
      const dropped = Math.abs(x - e.gapX) <= SLIDER_TOLERANCE_PX;
      if (!echoed.every(Boolean) || !dropped) return { check: 'wrong' };
      const pass = store<PassEntry>({ codeId: `p${base64UrlText(installedCrypto().randomBytes(16))}`, kind: 'pass', lotNumber: e.codeId, expiresAt: clock.now() + CAPTCHA_PASS_TTL_MS });
      return { check: 'ok', passId: pass.codeId };
    },

    /** A slider pass presented by a step: its id and the lot_number it was earned on. */
    consumePass(codeId: string | undefined, lotNumber: string | undefined): CaptchaCheck {
      const e = take(codeId);
      if (!e || e.kind !== 'pass' || lotNumber === undefined) return 'wrong';
      if (clock.now() > e.expiresAt) return 'expired';
      return sameSecret(lotNumber, e.lotNumber) ? 'ok' : 'wrong';
    },

    size: () => byId.size,
  };
}
export type Captchas = ReturnType<typeof createCaptchas>;

const randomInt = (min: number, max: number) => installedCrypto().randomInt(min, max);
const svgUrl = (svg: string) => `data:image/svg+xml;base64,${base64Text(utf8Bytes(svg))}`;
const color = (lo: number, hi: number) => `#${randomInt(lo, hi).toString(16).padStart(6, '0')}`;

/** A small SVG picture of the answer with noise lines, as a data URL. */
export function captchaImage(answer: string): string {
  const chars = [...answer]
    .map((ch, i) => {
      const x = 14 + i * 24;
      const y = 30 + randomInt(-4, 5);
      const rot = randomInt(-25, 26);
      return `<text x="${x}" y="${y}" transform="rotate(${rot} ${x} ${y})" font-size="26" font-family="monospace" fill="${color(0x222222, 0x666666)}">${ch}</text>`;
    })
    .join('');
  const lines = Array.from({ length: 5 }, () => `<line x1="${randomInt(0, 120)}" y1="${randomInt(0, 44)}" x2="${randomInt(0, 120)}" y2="${randomInt(0, 44)}" stroke="${color(0x888888, 0xcccccc)}" stroke-width="1.5"/>`).join('');
  return svgUrl(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44"><rect width="120" height="44" fill="#f3f4f6"/>${lines}${chars}</svg>`);
}

/**
 * The slider's pictures: a track of random shapes with a dark gap at (gapX, pieceY), and the piece
 * cut from the same spot, so a person matches them by eye. The gap's place is only in the image.
 */
function sliderImages(gapX: number, pieceY: number): { image: string; piece: string } {
  const w = SLIDER_TRACK_WIDTH_PX;
  const h = SLIDER_TRACK_HEIGHT_PX;
  const s = SLIDER_PIECE_SIZE_PX;
  const shapes = Array.from({ length: 14 }, () => `<circle cx="${randomInt(0, w)}" cy="${randomInt(0, h)}" r="${randomInt(8, 40)}" fill="${color(0x5a8fd0, 0xc0e0ff)}" fill-opacity="0.6"/>`).join('');
  const background = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dbeafe"/><stop offset="1" stop-color="#93c5fd"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${shapes}`;
  const gap = `<rect x="${gapX}" y="${pieceY}" width="${s}" height="${s}" rx="6" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-width="2"/>`;
  const image = svgUrl(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${background}${gap}</svg>`);
  const piece = svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="${gapX} ${pieceY} ${s} ${s}"><clipPath id="c"><rect x="${gapX}" y="${pieceY}" width="${s}" height="${s}" rx="6"/></clipPath><g clip-path="url(#c)">${background}</g><rect x="${gapX}" y="${pieceY}" width="${s}" height="${s}" rx="6" fill="none" stroke="#fff" stroke-width="2"/></svg>`,
  );
  return { image, piece };
}
