/** What a captcha step produces and the login, register and send-code calls carry. */
export interface CaptchaAnswer {
  /** 0 none, 1 slider, 2 graphic, 99 the automatic login after registration. */
  kaptchcate: 0 | 1 | 2 | 99;
  codeId?: string;
  code?: string;
}

export const NO_CAPTCHA: CaptchaAnswer = { kaptchcate: 0 };
