import type { EngagementFixtures } from './fixtures';
import type { SiteContent } from './site-content';
import { createActivities, type Activities } from './activities';
import { createFeedbackStore, type FeedbackStore } from './feedback';
import { createLetters, type Letters } from './letters';
import type { Payouts } from './payouts';
import { createVipProgress } from './vip-levels';

/** The engagement slice of the State: site content, activities, feedback and letters. */
export interface EngagementState {
  /** Menus, sponsors, notices, banners, help texts and the brand: read-only after start. */
  content: SiteContent;
  activities: Activities;
  feedback: FeedbackStore;
  letters: Letters;
  /** VIP progress and the rewards already paid on the clock. */
  payouts: Payouts;
}

export function createEngagementState(f: EngagementFixtures, now: number): EngagementState {
  return {
    content: { navigation: f.navigation, sponsors: f.sponsors, notices: f.notices, discountAds: f['discount-ads'], help: f.help, site: f.site },
    activities: createActivities(f.activities, now),
    feedback: createFeedbackStore(f.feedback, now),
    letters: createLetters(f.letters, now),
    payouts: { since: now, progress: createVipProgress(now), paid: new Set() },
  };
}
