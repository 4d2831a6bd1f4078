import { useState } from 'react';
import { DISCOUNT_CATEGORIES } from '@betsite/contracts/routes/activity';
import { AsyncContent } from '../../../components/ui/async-content';
import { ChoiceGroup, type Choice } from '../../../components/ui/choice-group';
import { PageHeader } from '../../../components/ui/page-header';
import { SmartLink } from '../../../components/ui/smart-link';
import { formatDate } from '../../../utils/date';
import { useDiscountAds, type DiscountCategory } from '../api/get-discount-ads';

const CATEGORY_NAMES: Record<DiscountCategory, string> = {
  new: '新人', daily: '日常', vip: 'VIP', sport: '体育', realbet: '真人', egame: '电子', lottery: '彩票', chess: '棋牌', gaming: '电竞', fish: '捕鱼',
};

const CHOICES: readonly Choice<DiscountCategory | null>[] = [
  { value: null, label: '全部' },
  ...DISCOUNT_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_NAMES[c] })),
];

/** /activity/discount: the live promotions, by category. */
export function DiscountPage() {
  const [category, setCategory] = useState<DiscountCategory | null>(null);
  const ads = useDiscountAds(category);
  return (
    <div className="stack">
      <PageHeader title="优惠活动" />
      <ChoiceGroup label="活动分类" choices={CHOICES} value={category} onChange={setCategory} />
      <AsyncContent {...ads} isEmpty={(list) => list.length === 0} emptyText="暂无优惠活动">
        {(list) => (
          <ul className="card-grid">
            {list.map((ad) => (
              <li key={ad.id}>
                <SmartLink to={ad.linkUrl} className="card category-card">
                  <strong>{ad.title}</strong>
                  <span className="muted">{ad.subtitle}</span>
                  <span className="muted">
                    {formatDate(ad.startTime)} – {ad.endTime === null ? '长期有效' : formatDate(ad.endTime)}
                  </span>
                </SmartLink>
              </li>
            ))}
          </ul>
        )}
      </AsyncContent>
    </div>
  );
}
