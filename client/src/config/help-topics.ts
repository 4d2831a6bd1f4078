/**
 * The 23 help topics of /app/help (spec 000 section 2) with their menu titles. The router needs
 * them for the routes and the tab names, the help feature for its menu, so they live here; the
 * text of each topic comes from the server (site.helpList).
 */
export const HELP_TOPICS = [
  { code: 'kh', title: '如何开户', group: 'guide' },
  { code: 'ck', title: '如何存款', group: 'guide' },
  { code: 'qk', title: '如何取款', group: 'guide' },
  { code: 'zz', title: '如何转账', group: 'guide' },
  { code: 'yhgz', title: '优惠规则', group: 'guide' },
  { code: 'tjllq', title: '推荐浏览器', group: 'guide' },
  { code: 'xnbcqkjc', title: '虚拟币取款教程', group: 'guide' },
  { code: 'tytzjc', title: '体育投注教程', group: 'guide' },
  { code: 'tysstqth', title: '体育赛事提前兑现', group: 'guide' },
  { code: 'fjcjc', title: '复式串关教程', group: 'guide' },
  { code: 'rqgl', title: '让球攻略', group: 'guide' },
  { code: 'dxqgl', title: '大小球攻略', group: 'guide' },
  { code: 'cpwt', title: '彩票问题', group: 'faq' },
  { code: 'dzjj', title: '电子游戏简介', group: 'faq' },
  { code: 'tywt', title: '体育问题', group: 'faq' },
  { code: 'zrwt', title: '真人问题', group: 'faq' },
  { code: 'qtwt', title: '其他问题', group: 'faq' },
  { code: 'bczr', title: '博彩责任', group: 'about' },
  { code: 'gywm', title: '关于我们', group: 'about' },
  { code: 'gztk', title: '规则条款', group: 'about' },
  { code: 'hzhb', title: '合作伙伴', group: 'about' },
  { code: 'ysgz', title: '隐私规则', group: 'about' },
  { code: 'zxkf', title: '在线客服', group: 'about' },
] as const;

export type HelpTopicCode = (typeof HELP_TOPICS)[number]['code'];
export const HELP_GROUP_TITLES = { guide: '新手指南', faq: '常见问题', about: '关于我们' } as const;
/** The deposit tutorial: not found while deposit is switched off. */
export const DEPOSIT_HELP_TOPIC: HelpTopicCode = 'ck';
