import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { SliderChallenge } from '@betsite/contracts/routes/auth';
import { Code } from '@betsite/contracts/status-codes';
import type { Settled, ValueReply } from '../../../lib/api/client';
import { kaptchcate, type CaptchaKtype } from '../api/kaptchcate';
import { NO_CAPTCHA, type CaptchaAnswer } from '../api/captcha-answer';
import { GraphicCaptchaDialog } from '../components/graphic-captcha-dialog';
import { SliderCaptchaDialog } from '../components/slider-captcha-dialog';

type Open = { kind: 'graphic' } | { kind: 'slider'; challenge: SliderChallenge } | null;

function challengeOf(reply: ValueReply): SliderChallenge | null {
  const data = reply.data as { challenge?: SliderChallenge } | null;
  return data?.challenge ?? null;
}

/** 6021 (graphic) and 6022 (slider) say a captcha is needed; both come back as values. */
export function needsCaptcha(reply: ValueReply): boolean {
  return reply.status_code === Code.GRAPHIC_CODE_NEEDED || reply.status_code === Code.RAPID_VERIFICATION;
}

/**
 * A submit behind a captcha: the call with the first answer and, when the server wants a
 * (different) captcha after all (6021/6022, e.g. after failed logins), that one asked once and
 * the call again. Null when the player closed the second captcha.
 */
export async function withCaptchaRetry<D>(
  first: CaptchaAnswer,
  captchaFor: (reply: ValueReply) => Promise<CaptchaAnswer | null>,
  call: (captcha: CaptchaAnswer) => Promise<Settled<D>>,
): Promise<Settled<D> | null> {
  const result = await call(first);
  if (result.ok || !needsCaptcha(result.reply)) return result;
  const second = await captchaFor(result.reply);
  return second ? call(second) : null;
}

/**
 * A submit behind the captcha step: the captcha `ktype` asks for (if any), then the call with its
 * answer, and a second captcha if the server still wants one (withCaptchaRetry). Null when the
 * player closed a captcha or failed the slider: the form then stays as it was.
 */
export async function behindCaptcha<D>(
  captcha: CaptchaStep,
  ktype: CaptchaKtype,
  context: CaptchaContext,
  call: (captcha: CaptchaAnswer) => Promise<Settled<D>>,
): Promise<Settled<D> | null> {
  const first = await captcha.solve(ktype, context);
  return first ? withCaptchaRetry(first, captcha.forReply, call) : null;
}

/** What kaptchcate is told of the player about to submit. */
type CaptchaContext = { name?: string; phone?: string; email?: string };

/**
 * The captcha step before a submit (spec 000 section 4): the kaptchcate call answers 6000 (none),
 * 6021 (the graphic code) or 6022 (the slider, with its challenge). `solve` resolves with the
 * answer to send, or null when the player closed the captcha or failed the slider.
 */
export function useCaptcha() {
  const [open, setOpen] = useState<Open>(null);
  const resolver = useRef<((answer: CaptchaAnswer | null) => void) | null>(null);

  const ask = useCallback(
    (next: Exclude<Open, null>) =>
      new Promise<CaptchaAnswer | null>((resolve) => {
        resolver.current?.(null);
        resolver.current = resolve;
        setOpen(next);
      }),
    [],
  );

  /** The captcha a 6021/6022 reply asks for (from kaptchcate, or from a submit that lacked one). */
  const forReply = useCallback(
    (reply: ValueReply): Promise<CaptchaAnswer | null> => {
      if (reply.status_code === Code.RAPID_VERIFICATION) {
        const challenge = challengeOf(reply);
        return challenge ? ask({ kind: 'slider', challenge }) : Promise.resolve(null);
      }
      return ask({ kind: 'graphic' });
    },
    [ask],
  );

  const solve = useCallback(
    async (ktype: CaptchaKtype, context: CaptchaContext = {}): Promise<CaptchaAnswer | null> => {
      const settled = await kaptchcate(ktype, context);
      return settled.ok ? NO_CAPTCHA : forReply(settled.reply);
    },
    [forReply],
  );

  const finish = (answer: CaptchaAnswer | null) => {
    setOpen(null);
    resolver.current?.(answer);
    resolver.current = null;
  };

  const dialog: ReactNode = (
    <>
      <GraphicCaptchaDialog open={open?.kind === 'graphic'} onCancel={() => finish(null)} onSubmit={(codeId, code) => finish({ kaptchcate: 2, codeId, code })} />
      <SliderCaptchaDialog
        challenge={open?.kind === 'slider' ? open.challenge : null}
        onCancel={() => finish(null)}
        onPassed={(codeId, lotNumber) => finish({ kaptchcate: 1, codeId, code: lotNumber })}
      />
    </>
  );

  return { solve, forReply, dialog };
}

/** What a form needs of the captcha step: the dialogs stay with the one who renders them. */
export type CaptchaStep = Pick<ReturnType<typeof useCaptcha>, 'solve' | 'forReply'>;
