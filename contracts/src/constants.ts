/** Every business constant of both spec documents, defined once. Units last in names. */

export const SITE_ID = 3000;
export const CLIENT_TYPE = 'web';
export const APP_VERSION = '1.0.0';
export const REQUEST_TIMEOUT_MS = 30_000;

export const CODE_RESEND_COUNTDOWN_S = 60;
export const SUCCESS_RETURN_DELAY_MS = 3_000;
export const REGISTER_DIALOG_DELAY_MS = 500;
export const LOADING_TOAST_AUTO_CLOSE_MS = 3_000;
export const TITLE_SCROLL_INTERVAL_MS = 300;
export const TITLE_SCROLL_MIN_LENGTH = 15;

export const USERNAME_LENGTH_MIN = 4;
export const USERNAME_LENGTH_MAX = 11;
export const PASSWORD_LENGTH_MIN = 8;
export const PASSWORD_LENGTH_MAX = 12;
export const PHONE_INPUT_LENGTH_MAX = 11;
export const EMAIL_LENGTH_MAX = 40;
/** Nickname length in code points (an emoji or a rare character counts once). */
export const NICKNAME_LENGTH_MAX = 12;
export const CAPTCHA_TEXT_LENGTH_MAX = 10;
export const RESET_USERNAME_LENGTH_MAX = 30;
export const VERIFY_CODE_LENGTH_MAX = 30;
export const NEW_DEVICE_CODE_LENGTH = 6;
export const PHONE_COMPLETION_LENGTH = 4;
export const DEFAULT_AREA_CODE = '86';
/** Default phone pattern: area 86, then 1, then 10 digits. */
export const DEFAULT_PHONE_PATTERN = '^1\\d{10}$';

export const CAPTCHA_KTYPE = { register: 1, phoneReset: 2, emailReset: 3, login: 4 } as const;
/** kaptchcate sent with the automatic login after registration. */
export const KAPTCHCATE_AUTO_LOGIN = 99;
export const SEND_CODE_TYPE = { reset: 2, newDevice: 3 } as const;
export const SEND_CODE_CATE = { sms: 0, email: 1, voice: 2 } as const;

// Layout (spec 000 section 2).
export const ROOT_FONT_BASE_WIDTH_PX = 1920;
export const ROOT_FONT_SCALE_BELOW_PX = 1600;
export const ROOT_FONT_SCALE_FACTOR = 1.33;

// Sports (spec 001).
export const BET_SLIP_ENTRIES_MAX = 10;
/** Shown when the slip (or a placeBet request) holds more entries (spec 001 section 5). */
export const BET_SLIP_FULL_MESSAGE = '投注项数量已达上限';
export const PROVIDER_LANGUAGE = 'zh-cn';
export const SPORTS_PROVIDER_CODE = 'CRTY';
export const GAME_TYPES = ['ALL', 'FT', 'VF', 'BK', 'TN', 'OP', 'SK', 'FS', 'VB', 'BS', 'TT'] as const;
export const MARKET_TYPES = ['FU', 'FT', 'RB', 'FSFT', 'FSFU'] as const;
export const ODDS_TYPES = ['E', 'H', 'I', 'M'] as const;
export const ODDS_TYPE_LABELS = { E: '欧洲盘', H: '香港盘', I: '印尼盘', M: '马来盘' } as const;
export const DEFAULT_ODDS_TYPE = 'H';
export const DEFAULT_MARKET_TYPE = 'RB';
export const DEFAULT_GAME_TYPE = 'FT';
export const BET_RESULT_CODES = { A: '恢复', W: '赢', LW: '赢半', LL: '输半', L: '输', D: '取消', P: '和局' } as const;
export const DEFAULT_LEAGUE_IDS = {
  all: 0,
  europeanCup: 100822,
  premierLeague: 100021,
  serieA: 100026,
  laLiga: 100030,
  bundesliga: 100028,
  ligue1: 100032,
  chineseSuperLeague: 100210,
} as const;

// Money (spec 001).
export const TRANSFER_AMOUNT_CHARS_MAX = 12;
export const TRANSFER_TY = 1;
/** allBalance with this category answers the total venue money. */
export const ALL_BALANCE_TOTAL_CATEGORY = 8;
export const BALANCE_DECIMALS = 2;
export const CURRENCY = 'CNY';

// Timers (spec 001).
export const CHAT_HEARTBEAT_INTERVAL_MS = 10_000;
export const CHAT_RECONNECT_DELAY_MS = 5_000;
export const CHAT_SEND_QUEUE_POLL_MS = 300;
export const HISTORY_PAGE_SIZE = 15;

// Legal (spec 001).
export const MINIMUM_AGE_YEARS = 18;
export const DISPUTE_WINDOW_DAYS = 14;
export const RECORD_RETENTION_YEARS = 5;

/** Venue categories: the five shared category screens plus the two e-game screens. */
export const VENUE_CATEGORIES = { TY: 'sport', ZR: 'realbet', QP: 'chess', DJ: 'gaming', CP: 'lottery', egame: 'egame', fish: 'fishing' } as const;

export const NAVIGATION_CATEGORIES = [
  'home', 'sport', 'egame', 'realbet', 'lottery', 'chess', 'gaming', 'fish', 'customer', 'venture',
  'sponsor', 'discount', 'app', 'save_money', 'transfer_money', 'take_money', 'profile', 'vip',
  'Welfare', 'bet_record', 'trade_record', 'message',
] as const;

export const REFERRER_CODE_QUERY_NAMES = ['rcode', 'r_code', 'r_Code', 'rCode'] as const;
export const INVITE_CODE_QUERY_NAMES = ['icode', 'i_code', 'i_Code', 'iCode'] as const;

/**
 * The login-needed prompt (spec 000 section 2). Here, not only in validation.ts's MESSAGES, because
 * the client shows it from its first-paint shell, which must not load zod.
 */
export const LOGIN_REQUIRED_MESSAGE = '请先登录账号，才能了解更多';

/**
 * Where the server serves the stand-in pages' built scripts and styles (stand-in-pages/, a Vite
 * build of its own): the game, cashier, animation and API reference pages load them from here.
 */
export const STAND_IN_PAGES_PATH = '/__pages';

/** The API reference for people, a dev stack's page (contracts/src/api-reference.ts), and the list of documents it shows. */
export const DOCS_PATH = '/docs';
export const DOCS_DOCUMENTS_PATH = `${DOCS_PATH}/documents.json`;

/** Where the stand-in game providers' page is served; a launch url's bare code is a token for it (ours). */
export const PROVIDER_PLAY_PATH = '/__provider/play';

/** The stand-in cashier's page, where an online deposit's payUrl points (ours): `?token=` names the order. */
export const CASHIER_PAGE_PATH = '/__cashier/checkout';
/** The cashier's QR code of an order (image/svg+xml), `?token=` as the page. */
export const CASHIER_QR_PATH = '/__cashier/qr.svg';

/**
 * The stand-in live view (ours, issue 27): the stream lines and the animation a live match's
 * hotLive matchDetail points to, served by our server under this prefix (contracts/src/stream.ts).
 */
export const LIVE_STREAM_PREFIX = '/__stream';
/** 线路1: one FLV file (mpegts.js plays it). */
export const liveFlvPath = (gameId: string) => `${LIVE_STREAM_PREFIX}/${gameId}/live.flv`;
/** 线路2: an HLS playlist (hls.js plays it); its segments sit beside it. */
export const liveHlsPath = (gameId: string) => `${LIVE_STREAM_PREFIX}/${gameId}/index.m3u8`;
/** 动画直播: the animation page of the match. */
export const liveAnimationPath = (gameId: string) => `${LIVE_STREAM_PREFIX}/${gameId}/animation`;
