/**
 * The brand themes this build knows. Kept apart from brands.ts (which imports the logos) so
 * vite.config.ts can validate the configured brand without loading assets.
 */
export const BRAND_IDS = ['jinguan', 'lanjing'] as const;
export type BrandId = (typeof BRAND_IDS)[number];
export const DEFAULT_BRAND_ID: BrandId = 'jinguan';

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}

/** Brand names, needed at build time for the static <title> before any script runs. */
export const BRAND_NAMES: Record<BrandId, string> = {
  jinguan: '金冠体育',
  lanjing: '蓝鲸娱乐城',
};

/**
 * Each brand's primary colour for the browser chrome (<meta name="theme-color">), written into
 * index.html at build time; the same value as --brand-primary in styles/brands/<id>.css.
 */
export const BRAND_THEME_COLORS: Record<BrandId, string> = {
  jinguan: '#c8102e',
  lanjing: '#1565c0',
};
