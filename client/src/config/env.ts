import { DEFAULT_BRAND_ID, isBrandId, type BrandId } from './brand-ids';

/** Build-time configuration, read once. vite.config.ts has already rejected an unknown brand. */
export const env = {
  brand: (isBrandId(import.meta.env.VITE_BRAND) ? import.meta.env.VITE_BRAND : DEFAULT_BRAND_ID) satisfies BrandId,
  /** Replies are checked against the contract in development and tests, not in production. */
  validateReplies: import.meta.env.DEV || import.meta.env.MODE === 'test',
} as const;
