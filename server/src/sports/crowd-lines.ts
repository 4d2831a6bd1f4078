import type { EngineGameType } from './engine/sport-rules';

/**
 * What the made-up crowd of a live room says (earlier-chat.ts), in each sport's own words: a
 * tennis player is not said to have kicked well, a basket is not a goal. `{h}` and `{c}` are the
 * sides, `{t}` the side that scored, `{s}` the score after it.
 */

/** One made-up fan: a nickname always comes with the same VIP level (and id), in every room. */
export interface Fan {
  nickname: string;
  vipLevel: number;
}

/**
 * The crowd. No nickname of the fixtures' room histories or accounts is used here: those people
 * carry their own levels, and one name must never show two (crowd-lines.test.ts checks both lists).
 */
export const CROWD: readonly Fan[] = [
  { nickname: '看球老张', vipLevel: 3 },
  { nickname: '观赛小陈', vipLevel: 1 },
  { nickname: '熬夜党', vipLevel: 0 },
  { nickname: '竞彩达人', vipLevel: 4 },
  { nickname: '老司机', vipLevel: 2 },
  { nickname: '冷门猎手', vipLevel: 5 },
  { nickname: '红单收割机', vipLevel: 6 },
  { nickname: '场边观众', vipLevel: 0 },
  { nickname: '小跟班', vipLevel: 1 },
  { nickname: '路人甲', vipLevel: 0 },
  { nickname: '稳胆王', vipLevel: 3 },
  { nickname: '赛事迷', vipLevel: 2 },
];

/** Said in any room: nothing here names a way of playing. */
const ANY_SPORT = ['这节奏我喜欢', '大家买的什么？', '{h}加油！', '{c}冲啊', '看好{h}赢', '信号很清楚，画面不错'];

interface SportWords {
  chatter: readonly string[];
  /** After a score the crowd notices (see `cheersFor`). */
  cheers: readonly string[];
}

const FOOTBALL: SportWords = {
  chatter: ['{h}今天踢得很积极', '{c}防守有点松', '{h}中场控制得不错', '这场我买了{c}让球', '裁判今天还行', '滚球大小怎么看？'],
  cheers: ['好球！{t}进球了', '{t}漂亮！', '{s}了，有意思', '{t}这下稳了吧', '比分{s}，继续'],
};

/** By sport; FS outrights have no room. */
const WORDS: Record<Exclude<EngineGameType, 'FS'>, SportWords> = {
  FT: FOOTBALL,
  VF: FOOTBALL,
  BK: {
    chatter: ['{h}今天手感火热', '{c}防守有点松', '{h}内线打得很积极', '这场我买了{c}让分', '全场大小分怎么看？', '裁判今天还行'],
    cheers: ['{t}三分命中！', '{t}这个三分漂亮', '三分！比分{s}'],
  },
  TN: {
    chatter: ['{h}今天发球很稳', '{c}反手失误有点多', '{h}底线打得很积极', '这场我买了{c}让局', '总局数大小怎么看？', '这盘有得打'],
    cheers: ['{t}拿下这一盘！', '{t}这盘赢得漂亮', '盘分{s}，继续'],
  },
  VB: {
    chatter: ['{h}今天扣球很凶', '{c}一传有点乱', '{h}拦网很积极', '这场我买了{c}让分', '总分大小怎么看？', '这局打得胶着'],
    cheers: ['{t}拿下这一局！', '{t}这局赢得漂亮', '局分{s}，继续'],
  },
  TT: {
    chatter: ['{h}今天发球很刁', '{c}反手失误有点多', '{h}正手拉得很积极', '这场我买了{c}让分', '总分大小怎么看？', '这局打得胶着'],
    cheers: ['{t}拿下这一局！', '{t}这局赢得漂亮', '局分{s}，继续'],
  },
  SK: {
    chatter: ['{h}今天进攻很稳', '{c}安全球做得不错', '{h}这杆走位漂亮', '这场我买了{c}让局', '总局数大小怎么看？', '这局有得打'],
    cheers: ['{t}拿下这一局！', '{t}这局清台漂亮', '局分{s}，继续'],
  },
  BS: {
    chatter: ['{h}今天投手很稳', '{c}打线有点冷', '{h}跑垒很积极', '这场我买了{c}让分', '总分大小怎么看？', '主裁的好球带还行'],
    cheers: ['{t}得分了！', '{t}这棒打得好', '比分{s}，继续'],
  },
  OP: {
    chatter: ['{h}今天滑得很积极', '{c}门将状态不错', '{h}以多打少要抓住', '这场我买了{c}让球', '滚球大小怎么看？', '这场节奏很快'],
    cheers: ['好球！{t}进球了', '{t}漂亮！', '比分{s}，继续'],
  },
};

const wordsOf = (gameType: EngineGameType): SportWords => (gameType === 'FS' ? FOOTBALL : WORDS[gameType]);

/** The chatter of a sport's rooms: its own lines and those that fit any sport. */
export const chatterFor = (gameType: EngineGameType): readonly string[] => [...wordsOf(gameType).chatter, ...ANY_SPORT];

export const cheersFor = (gameType: EngineGameType): readonly string[] => wordsOf(gameType).cheers;

/** Every sport's words, for the tests. */
export const SPORT_WORDS: Readonly<Record<string, SportWords>> = WORDS;
