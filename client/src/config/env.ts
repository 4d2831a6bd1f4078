import { DEFAULT_BRAND_ID, isBrandId, type BrandId } from './brand-ids';

/** Build-time configuration, read once. vite.config.ts has already rejected an unknown brand. */
export const env = {
  brand: (isBrandId(import.meta.env.VITE_BRAND) ? import.meta.env.VITE_BRAND : DEFAULT_BRAND_ID) satisfies BrandId,
  /**
   * Replies are checked against the contract in development and tests, not in production. The
   * journeys' build (`vite build --mode e2e`: production code, minified and chunked as shipped)
   * checks them too, so a journey still fails on a reply that breaks the contract.
   */
  validateReplies: import.meta.env.DEV || import.meta.env.MODE === 'test' || import.meta.env.MODE === 'e2e',
  /**
   * The safe switch: `auto` (the default) encrypts unless the stored flag says 0 (spec 000 section
   * 9; preInfo's safeSwitch sets the flag's default); `off` never encrypts, for a backend that
   * answers the plain form alone (VITE_SAFE_SWITCH=off, client/README.md).
   */
  safeSwitch: import.meta.env.VITE_SAFE_SWITCH === 'off' ? ('off' as const) : ('auto' as const),
  /**
   * The console stays on in development, in the journeys' build, which fail on a console error, and
   * in the page build (a developer's demo, whose world says there what it could not do).
   */
  quietConsole: import.meta.env.PROD && import.meta.env.MODE !== 'e2e' && import.meta.env.MODE !== 'page',
} as const;
