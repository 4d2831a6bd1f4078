/**
 * The demo accounts of the fixtures (README, "Demo accounts"), as the QA kits (Playwright's and
 * the in-process world's) log them in: the password, the device each one trusts (from it the login asks for neither captcha nor code), and
 * the phone or e-mail its new-device code goes to. tests/qa-kit-players.test.ts holds them to
 * fixtures/accounts.json, so a change of the fixtures cannot leave them wrong.
 */
export interface PlayerLogin {
  name: string;
  /** In clear: the kit sends its md5, as the site does. */
  password: string;
  /** The device uuid to log in from; none: a device the account has never seen. */
  device?: string | undefined;
  /** Where the new-device code goes (6025-6028): the full phone, or the e-mail of an account without one. */
  codeTarget?: { kind: 'phone' | 'email'; value: string } | undefined;
}

export const DEMO_PLAYERS = {
  /** Phone and real name bound, pay password 123456, 8,888.00 in the centre wallet. */
  demo01: { name: 'demo01', password: 'demo1234', device: 'demo-device-01', codeTarget: { kind: 'phone', value: '13812345678' } },
  /** A new player: nothing bound, 100.00, no trusted device (the first login trusts its device). */
  demo02: { name: 'demo02', password: 'demo1234' },
  /** VIP 8, about 1.29 million, an activity lock on its PG wallet (6413). */
  vip888: { name: 'vip888', password: 'vip88888', device: 'demo-device-03', codeTarget: { kind: 'phone', value: '13900001111' } },
  /** Phone bound, no real name, no trusted device: every login is verified by SMS (6027). */
  phone01: { name: 'phone01', password: 'demo1234', codeTarget: { kind: 'phone', value: '13700002222' } },
  /** Last logged in 100 days ago: a login answers 6028 and is verified by SMS. */
  away01: { name: 'away01', password: 'demo1234', device: 'demo-device-05', codeTarget: { kind: 'phone', value: '13600003333' } },
} as const satisfies Record<string, PlayerLogin>;

export type DemoPlayerName = keyof typeof DEMO_PLAYERS;
