import type { FastifyRequest } from 'fastify';
import { contract } from '@betsite/contracts/contract';
import { allRoutes } from '@betsite/contracts/walk';
import { routeFactsOf } from '../core/route-facts';

/**
 * Which requests are reads, for STATE_DIR (plugins/persistence.ts): a read changes nothing a saved
 * world keeps, but for what the next read after a restart does again the same: it refreshes its
 * session's idle timer, and may bring the player's money up to the clock (rebates, VIP payouts,
 * deposits decided on the clock, composition/world-saver.ts). A read's world is saved at most once
 * a minute; any other request's on the next save. The steps of a challenge (captchas, codes, the
 * password reset before its last step) count as reads: a world's image keeps none of them.
 *
 * Reads are the GET requests (pages, files, the QA API's lists), the product routes named here by
 * their contract key (persistence-reads.test.ts sends each the requests the document accepts and
 * finds the saved world unchanged), and on a route of several calls named by the body's `method`
 * (the sports provider's resource call) the calls its contract does not guard as operations.
 */
export const READ_ROUTES: ReadonlySet<string> = new Set([
  'auth.kaptchcate', 'auth.defaultKaptcha', 'auth.validateGeeCheck',
  'member.info', 'member.memberGradeInfoByGrade', 'member.memberGradeConfigList', 'member.getGameFanshuiHighLow', 'member.avatarList', 'member.jwt',
  'verification.sendCodeOne', 'verification.sendCodeTwo', 'verification.queryCountryArea',
  'verification.forgetByPhoneOne', 'verification.forgetByPhoneTwo', 'verification.forgetByEmailOne', 'verification.forgetByEmailTwo',
  'site.navigationList', 'site.sponsorContent', 'site.onlinecustomservice', 'site.preInfo', 'site.queryNoticeListByPage', 'site.getMyDiscountAd', 'site.singleDataDecryption', 'site.helpList',
  'activity.promotionConfig', 'activity.verification', 'activity.vipWeekInfo', 'activity.exchangeRecord',
  'feedback.unreadNum', 'feedback.getFeedBackList', 'feedback.queryMemberBetList', 'feedback.querySiteDepositRewardConfigList',
  'letter.getUnreadForType', 'letter.list',
  'payment.types', 'payment.getDepositOrderStatus', 'payment.getCustomerInfo',
  'venue.allBalance', 'venue.getVenueInfoByCategory', 'venue.getBonusPools', 'venue.gameList', 'venue.balance', 'venue.getAutoTransferStatus',
  'record.betRecordTotal', 'record.betRecordList', 'record.hotLiveMatchDetail', 'record.streamHistory',
  'transfer.getBalance', 'transfer.getTransferRate', 'transfer.queryDealRecord', 'transfer.vCurrencyList',
  'withdraw.withdrawOrderInfo', 'withdraw.baseCfgList', 'withdraw.withdrawInfo', 'withdraw.usdtWithdrawInfo', 'withdraw.queryMemberBanksInfoList', 'withdraw.withdrawAddList',
]);

const readPaths: ReadonlySet<string> = new Set(allRoutes(contract).filter(({ key }) => READ_ROUTES.has(key)).map(({ route }) => route.path));

export function isRead(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  const { url, meta } = routeFactsOf(request);
  if (readPaths.has(url)) return true;
  const operations = meta?.submitGuardMethods;
  if (operations === undefined) return false;
  const method = (request.body as { method?: unknown } | null | undefined)?.method;
  return typeof method === 'string' && !operations.includes(method);
}
