import { z } from 'zod';
import { siteSettings } from '@betsite/contracts/mock';
import { accountSchema } from './account';

/**
 * fixtures/<name>.json → the schema it must satisfy. Add one line per fixture file; the loader and
 * the State pick it up from here.
 */
export const FIXTURE_SCHEMAS = {
  accounts: z.array(accountSchema).min(1).max(10_000),
  settings: siteSettings,
};
