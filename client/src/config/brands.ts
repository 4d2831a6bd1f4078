import jinguanLogo from '../assets/brands/jinguan.svg';
import lanjingLogo from '../assets/brands/lanjing.svg';
import { BRAND_NAMES, type BrandId } from './brand-ids';
import { env } from './env';

/**
 * White-label brands: the same behaviour under a different name, logo and palette. The palette
 * lives in styles/brands/<id>.css under [data-brand='<id>']; which brand a build shows is
 * configuration (VITE_BRAND or client/brand.config.json), never a code change.
 */
export interface Brand {
  id: BrandId;
  name: string;
  logoUrl: string;
  /** Short line under the logo in the footer. */
  slogan: string;
  /**
   * The brand's own banner: the home carousel's first frame, painted before the server's banners
   * arrive (and kept when there are none). Its title is nine full-width characters (a U+3000
   * space between the halves): exactly the width at which look.css cuts every banner title, so
   * no banner that replaces it can paint a larger text than the one already painted.
   */
  banner: { title: string; subtitle: string };
}

export const BRANDS: Record<BrandId, Brand> = {
  jinguan: {
    id: 'jinguan',
    name: BRAND_NAMES.jinguan,
    logoUrl: jinguanLogo,
    slogan: '专业体育 · 真人 · 电竞娱乐平台',
    banner: { title: '赛事精彩　优惠不停', subtitle: '体育 · 真人 · 电竞 全场活动' },
  },
  lanjing: {
    id: 'lanjing',
    name: BRAND_NAMES.lanjing,
    logoUrl: lanjingLogo,
    slogan: '畅玩体育赛事与真人娱乐',
    banner: { title: '畅游蓝海　好运连连', subtitle: '体育 · 真人 · 电子 全场活动' },
  },
};

export const brand: Brand = BRANDS[env.brand];
