import type { EngagementFixtures } from './fixtures';
import type { SiteContent } from './site-content';
import { createActivities, type Activities } from './activities';
import { createFeedbackStore, type FeedbackStore } from './feedback';
import { createLetters, type Letters } from './letters';

/** The engagement slice of the State: site content, activities, feedback and letters. */
export interface EngagementState {
  /** Menus, sponsors, notices, banners, help texts and the brand: read-only after start. */
  content: SiteContent;
  activities: Activities;
  feedback: FeedbackStore;
  letters: Letters;
}

export function createEngagementState(f: EngagementFixtures): EngagementState {
  return {
    content: { navigation: f.navigation, sponsors: f.sponsors, notices: f.notices, discountAds: f['discount-ads'], help: f.help, site: f.site },
    activities: createActivities(f.activities),
    feedback: createFeedbackStore(f.feedback),
    letters: createLetters(f.letters),
  };
}
