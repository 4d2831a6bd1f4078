import { describe, expect, it } from 'vitest';
import { sliderChallenge, SLIDER_TOLERANCE_PX } from '@betsite/contracts/routes/auth';
import { createClock } from '../lib/clock';
import { CAPTCHA_PASS_TTL_MS, CAPTCHA_TTL_MS, CAPTCHAS_MAX, createCaptchas } from './captcha';
import { sameSecret } from './same-secret';

function setup() {
  const clock = createClock(() => Date.UTC(2026, 10, 21, 4));
  return { clock, captchas: createCaptchas(clock) };
}

/** The answer a person gives: the challenge's own fields and the drop position. */
function answerOf(c: ReturnType<ReturnType<typeof createCaptchas>['issueSlider']>, output: string) {
  return { lot_number: c.lot_number, captcha_output: output, pass_token: c.pass_token, gen_time: c.gen_time, validate_way: c.validate_way };
}

describe('slider captcha', () => {
  it('issues a challenge of the contract\'s shape whose answer QA can read, and passes the right drop', () => {
    const { captchas } = setup();
    const c = captchas.issueSlider();
    expect(sliderChallenge.safeParse(c).success).toBe(true);
    expect(c.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const qa = captchas.peek(c.lot_number)!;
    expect(qa).toMatchObject({ kind: 'slider', codeId: c.lot_number });
    const r = captchas.validateSlider(answerOf(c, qa.answer));
    expect(r.check).toBe('ok');
    // The pass is not the challenge and is not shown to QA.
    const passId = (r as { passId: string }).passId;
    expect(passId).not.toBe(c.lot_number);
    expect(captchas.peek(passId)).toBeUndefined();
    expect(captchas.consumePass(passId, c.lot_number)).toBe('ok');
  });

  it('accepts a drop within the tolerance and refuses one beyond it', () => {
    const { captchas } = setup();
    const near = captchas.issueSlider();
    expect(captchas.validateSlider(answerOf(near, String(Number(captchas.peek(near.lot_number)!.answer) + SLIDER_TOLERANCE_PX))).check).toBe('ok');
    const far = captchas.issueSlider();
    expect(captchas.validateSlider(answerOf(far, String(Number(captchas.peek(far.lot_number)!.answer) + SLIDER_TOLERANCE_PX + 1))).check).toBe('wrong');
  });

  it('refuses an answer whose pass_token, gen_time or validate_way is not the challenge\'s, or whose output is not a number', () => {
    const { captchas } = setup();
    for (const edit of [{ pass_token: 'forged' }, { gen_time: '1' }, { validate_way: 'click' }, { captcha_output: 'NaN' }, { captcha_output: '1e2' }]) {
      const c = captchas.issueSlider();
      expect(captchas.validateSlider({ ...answerOf(c, captchas.peek(c.lot_number)!.answer), ...edit }).check, JSON.stringify(edit)).toBe('wrong');
    }
  });

  it('is single use: a replayed answer, right or wrong the first time, is refused', () => {
    const { captchas } = setup();
    const c = captchas.issueSlider();
    const right = answerOf(c, captchas.peek(c.lot_number)!.answer);
    expect(captchas.validateSlider(answerOf(c, '0')).check).toBe('wrong');
    expect(captchas.validateSlider(right).check).toBe('wrong');
    const d = captchas.issueSlider();
    const again = answerOf(d, captchas.peek(d.lot_number)!.answer);
    expect(captchas.validateSlider(again).check).toBe('ok');
    expect(captchas.validateSlider(again).check).toBe('wrong');
  });

  it('expires a challenge after 5 minutes and a pass after 2', () => {
    const { clock, captchas } = setup();
    const c = captchas.issueSlider();
    const answer = captchas.peek(c.lot_number)!.answer;
    clock.advance(CAPTCHA_TTL_MS + 1);
    expect(captchas.peek(c.lot_number)).toBeUndefined();
    expect(captchas.validateSlider(answerOf(c, answer)).check).toBe('expired');
    const d = captchas.issueSlider();
    const r = captchas.validateSlider(answerOf(d, captchas.peek(d.lot_number)!.answer)) as { passId: string };
    clock.advance(CAPTCHA_PASS_TTL_MS + 1);
    expect(captchas.consumePass(r.passId, d.lot_number)).toBe('expired');
  });

  it('uses a pass once, and only with the lot_number it was earned on', () => {
    const { captchas } = setup();
    const c = captchas.issueSlider();
    const r = captchas.validateSlider(answerOf(c, captchas.peek(c.lot_number)!.answer)) as { passId: string };
    expect(captchas.consumePass(r.passId, 'another-lot')).toBe('wrong');
    expect(captchas.consumePass(r.passId, c.lot_number)).toBe('wrong');
  });

  it('does not let a graphic captcha pass as a slider pass, nor the reverse', () => {
    const { captchas } = setup();
    const g = captchas.issueGraphic();
    expect(captchas.consumePass(g.codeId, g.answer)).toBe('wrong');
    const c = captchas.issueSlider();
    expect(captchas.consume(c.lot_number, captchas.peek(c.lot_number)?.answer)).toBe('wrong');
  });

  it('keeps at most CAPTCHAS_MAX captchas, dropping the oldest', () => {
    const { captchas } = setup();
    const first = captchas.issueGraphic();
    for (let i = 0; i < CAPTCHAS_MAX; i++) captchas.issueGraphic();
    expect(captchas.size()).toBe(CAPTCHAS_MAX);
    expect(captchas.peek(first.codeId)).toBeUndefined();
  });

  it('compares secrets of any length in constant time and exactly', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
  });
});
