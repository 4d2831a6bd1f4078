import { MINIMUM_AGE_YEARS } from '@betsite/contracts/constants';

/**
 * The hidden search-engine copy of spec 000 section 2. Visually hidden rather than display:none,
 * so crawlers and screen readers read it the same way.
 */
export function SeoText({ brandName }: { brandName: string }) {
  return (
    <section className="visually-hidden" aria-label="网站介绍">
      <h2>{brandName}：体育投注、彩票、电竞、真人娱乐、百家乐、电子游戏与捕鱼游戏</h2>
      <p>
        {brandName}提供足球、篮球、网球等体育投注，覆盖全球主流联赛的赛前与滚球盘口，赔率实时更新，支持欧洲盘、香港盘、印尼盘与马来盘。
      </p>
      <p>彩票频道提供多种高频彩与传统彩票玩法，开奖结果公开透明。</p>
      <p>电竞投注覆盖英雄联盟、DOTA2、CS 等热门赛事，提供丰富的赛事盘口。</p>
      <p>真人娱乐提供真人百家乐、龙虎、骰宝、轮盘等经典游戏，高清视频实时直播。</p>
      <p>电子游戏提供上千款老虎机与彩金游戏，捕鱼游戏画面精美、玩法多样。</p>
      <p>本站仅向年满 {MINIMUM_AGE_YEARS} 周岁的用户提供服务，请理性娱乐。</p>
    </section>
  );
}
