import { SideMenuLayout, type SideMenuSection } from '../../components/layouts/side-menu-layout';
import { paths } from '../../config/paths';
import { useSiteInfo } from '../../lib/site-info';

const SECTIONS: readonly SideMenuSection[] = [
  {
    title: '资金管理',
    links: [
      { label: '我的钱包', to: paths.wallet.to() },
      { label: '存款', to: paths.saveMoney.to() },
      { label: '转账', to: paths.transferMoney.to() },
      { label: '取款', to: paths.takeMoney.to() },
      { label: '币种兑换', to: paths.exchange.to() },
    ],
  },
  {
    title: '记录',
    links: [
      { label: '交易记录', to: paths.transRecord.to() },
      { label: '投注记录', to: paths.betRecord.to() },
      { label: '礼品记录', to: paths.giftRecord.to() },
    ],
  },
  {
    title: '会员',
    links: [
      { label: 'VIP特权', to: paths.vip.to() },
      { label: '福利中心', to: paths.welfare.to() },
      { label: '消息中心', to: paths.message.to() },
      { label: '意见反馈', to: paths.feedback.to() },
    ],
  },
  {
    title: '账户',
    links: [
      { label: '个人资料', to: paths.userinfo.to() },
      { label: '账户安全', to: paths.auth.to() },
      { label: '添加银行卡', to: paths.addBankCard.to() },
      { label: '虚拟币地址', to: paths.virtualCoinCard.to() },
      { label: '支付宝管理', to: paths.alipayManage.to() },
      { label: '新手教程', to: paths.introTutorial.to() },
    ],
  },
];

/** While deposit is off its page is not found, so the menu leaves it out. */
const SECTIONS_WITHOUT_DEPOSIT = SECTIONS.map((section) => ({ ...section, links: section.links.filter((link) => link.to !== paths.saveMoney.to()) }));

/** The user centre: its menu beside the current screen. */
export function MineLayout() {
  const { depositEnabled } = useSiteInfo();
  return <SideMenuLayout block="mine" label="个人中心" sections={depositEnabled ? SECTIONS : SECTIONS_WITHOUT_DEPOSIT} />;
}
