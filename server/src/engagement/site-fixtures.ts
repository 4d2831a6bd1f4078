import { z } from 'zod';
import { HELP_TOPIC_CODES, helpTopic, siteBaseConfig } from '@betsite/contracts/routes/site';

/** fixtures/site.json: the brand's base config, the customer-service link and the brand themes. */
export const siteFixture = z.object({
  siteBaseConfig,
  customerServiceUrl: z.string().url().max(500),
  /** The white-label themes sharing this site's behaviour (spec 000 section 1). */
  brands: z.array(z.object({ theme: z.string().min(1).max(30), brandName: z.string().min(1).max(30) })).min(1).max(20),
});

/** fixtures/help.json: every help topic of spec 000 section 2 exactly once. */
export const helpFixture = z
  .array(helpTopic)
  .refine((list) => list.length === HELP_TOPIC_CODES.length && HELP_TOPIC_CODES.every((c) => list.some((t) => t.code === c)), 'help.json must hold each of the 23 help topics exactly once');

export type SiteFixture = z.infer<typeof siteFixture>;
