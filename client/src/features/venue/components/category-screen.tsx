import { VENUE_STATUS, type VenueType } from '@betsite/contracts/routes/venue';
import { VenueMark } from '../../../components/art/venue-mark';
import { AsyncContent } from '../../../components/ui/async-content';
import { PageHeader } from '../../../components/ui/page-header';
import { formatBalance } from '../../../utils/format';
import { useCategoryBalance } from '../api/category-balance';
import { useVenuesOfCategory } from '../api/get-venue-info-by-category';
import { useEnterVenue } from '../hooks/use-enter-venue';

export type CategoryType = Extract<VenueType, 'TY' | 'ZR' | 'QP' | 'DJ' | 'CP'>;

export const CATEGORY_TITLES: Record<CategoryType, string> = { TY: '体育', ZR: '真人', QP: '棋牌', DJ: '电竞', CP: '彩票' };

/** The shared category screen of /game/sport, realbet, chess, gaming and lottery (TY, ZR, QP, DJ, CP). */
export function CategoryScreen({ type }: { type: CategoryType }) {
  const venues = useVenuesOfCategory(type);
  const wallets = useCategoryBalance(type);
  const { enter, dialog } = useEnterVenue();
  const balanceOf = (channelCode: string) => wallets.data?.list.find((w) => w.channelCode === channelCode)?.balance;
  return (
    <div className="stack">
      <PageHeader title={CATEGORY_TITLES[type]} />
      <AsyncContent {...venues} isEmpty={(list) => list.length === 0} emptyText="暂无场馆">
        {(list) => (
          <ul className="card-grid" aria-label={`${CATEGORY_TITLES[type]}场馆`}>
            {[...list]
              .sort((a, b) => a.sort - b.sort)
              .map((venue) => {
                const closed = venue.status === VENUE_STATUS.maintenance;
                const balance = balanceOf(venue.channelCode);
                return (
                  <li key={venue.enName} className="card venue-card">
                    <VenueMark code={venue.channelCode} name={venue.name} />
                    <strong className="venue-card__name">
                      {venue.name}
                      {venue.isHot && <span className="venue-card__hot">HOT</span>}
                    </strong>
                    <span className="muted">{venue.platformName}</span>
                    {balance !== undefined && (
                      <span className="amount" aria-label={`${venue.name}余额`}>
                        余额 ¥{formatBalance(balance)}
                      </span>
                    )}
                    {closed && <span className="venue-card__status">维护中</span>}
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={closed}
                      aria-label={`进入 ${venue.name}`}
                      onClick={() => void enter({ enName: venue.enName, channelCode: venue.channelCode, name: venue.name })}
                    >
                      进入游戏
                    </button>
                  </li>
                );
              })}
          </ul>
        )}
      </AsyncContent>
      {dialog}
    </div>
  );
}
