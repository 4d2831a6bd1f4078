import { DISPUTE_WINDOW_DAYS, MINIMUM_AGE_YEARS, RECORD_RETENTION_YEARS } from '@betsite/contracts/constants';

/**
 * The terms and the privacy rules (spec 001 section 9), in Chinese. The auth dialog's popup shows
 * them offline-first (a visitor reads them before any call succeeds), and the help pages gztk and
 * ysgz fall back to them when the server has no text of its own.
 */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  title: string;
  sections: readonly LegalSection[];
}

export const TERMS: LegalDocument = {
  title: '规则条款',
  sections: [
    {
      heading: '一、会员资格',
      paragraphs: [
        `会员必须年满 ${MINIMUM_AGE_YEARS} 周岁方可注册及参与本站的任何游戏。`,
        '每位用户仅可持有一个账户，且只能以本人名义进行投注。',
        '会员的银行卡持卡人姓名必须与注册时填写的真实姓名一致。',
      ],
    },
    {
      heading: '二、投注规则',
      paragraphs: [
        '注单一经接受即不可取消；本站保留在特殊情况下将注单作废的权利。',
        '严禁使用机器人、外挂或任何自动化程序进行投注。',
        '本站有权随时撤回或修改任何红利与优惠。',
        '本站有权暂停或冻结违反规则的账户。部分国家或地区受到限制，不得使用本站服务。',
      ],
    },
    {
      heading: '三、最高派彩限额',
      paragraphs: [
        '每位会员每日最高派彩额为 150 万美元。',
        '网球、美式足球、棒球、冰球、橄榄球及排球：300,000。',
        '其他体育项目：200,000。',
        '特殊投注：25,000。',
        '娱乐场：600,000。',
        '金融投注：180,000。',
        '串关投注以其中最低的限额为准。',
      ],
    },
    {
      heading: '四、争议处理',
      paragraphs: [
        `对游戏或赛事结果有任何争议，须于结果公布后 ${DISPUTE_WINDOW_DAYS} 天内以书面形式提出。`,
        `交易记录为最终依据，自交易之日起保存 ${RECORD_RETENTION_YEARS} 年。`,
      ],
    },
    {
      heading: '五、账户处理',
      paragraphs: [
        '如发现以下情形，本站有权作废盈利、没收余额、终止或冻结账户：持有多个活跃账户；姓名与支付卡持卡人不符；未满足要求即退出优惠活动；欺诈、串通或使用自动化程序。',
      ],
    },
    {
      heading: '六、责任限制',
      paragraphs: [
        '本站的责任以用户相关投注的本金为限。',
        '因不可抗力导致无法履行义务的，本站不承担责任。',
        '本站对外部链接的内容不承担任何责任。',
      ],
    },
  ],
};

export const PRIVACY: LegalDocument = {
  title: '隐私规则',
  sections: [
    {
      heading: '一、资料保护',
      paragraphs: [
        '您的个人资料均通过加密连接传输，除法律要求或向支付及金融机构提供外，本站不会向任何第三方披露。',
      ],
    },
    {
      heading: '二、Cookie 与 IP 地址',
      paragraphs: ['本站会存储 Cookie 及 IP 地址，并定期清除。'],
    },
    {
      heading: '三、通讯记录',
      paragraphs: ['为保障服务质量，您与本站之间的通讯可能会被记录。'],
    },
    {
      heading: '四、营销信息',
      paragraphs: ['如您不希望收到营销信息，可随时以书面形式通知本站。'],
    },
    {
      heading: '五、用户资格',
      paragraphs: [`本站只接受年满 ${MINIMUM_AGE_YEARS} 周岁的客户。`, '注册姓名必须为用户本人的真实姓名。'],
    },
  ],
};
