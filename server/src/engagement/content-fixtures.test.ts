import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_KINDS } from '@betsite/contracts/routes/activity';
import { NAVIGATION_CATEGORIES } from '@betsite/contracts/constants';
import { DEFAULT_FIXTURES_DIR, type Fixtures } from '../composition/fixtures';
import { FIXTURE_SCHEMAS } from '../composition/fixture-schemas';

/**
 * The site-content, activity, feedback and letter fixtures parse with their schemas and hang
 * together: banners point at real activities, letters and feedback belong to demo accounts.
 */
const read = (name: string): unknown => JSON.parse(readFileSync(join(DEFAULT_FIXTURES_DIR, `${name}.json`), 'utf8'));
const parse = <K extends keyof typeof FIXTURE_SCHEMAS>(name: K) => FIXTURE_SCHEMAS[name].parse(read(name)) as Fixtures[K];

const DEMO_USER_IDS = [10001, 10002, 10003, 10004];

describe('content fixtures', () => {
  it('navigation holds each category of the spec once', () => {
    const nav = parse('navigation');
    expect(nav.map((n) => n.category).sort()).toEqual([...NAVIGATION_CATEGORIES].sort());
  });

  it('activities cover every activity page kind', () => {
    const { activities } = parse('activities');
    for (const kind of ACTIVITY_KINDS) expect(activities.some((a) => a.kind === kind)).toBe(true);
  });

  it('banners point at existing activities of the same kind', () => {
    const { activities } = parse('activities');
    const linked = parse('discount-ads').filter((ad) => ad.activityId !== null);
    expect(linked.length).toBeGreaterThan(0);
    for (const ad of linked) expect(activities.find((a) => a.id === ad.activityId)?.kind).toBe(ad.activityKind);
  });

  it('letters and feedback belong to the demo accounts, with some unread for each', () => {
    const letters = parse('letters');
    for (const id of DEMO_USER_IDS) expect(letters.some((l) => l.userId === id && !l.readBy.includes(id))).toBe(true);
    const { feedback, memberBets } = parse('feedback');
    expect(feedback.every((f) => DEMO_USER_IDS.includes(f.userId))).toBe(true);
    const aboutBets = feedback.filter((f) => f.orderNo);
    expect(aboutBets.length).toBeGreaterThan(0);
    for (const f of aboutBets) expect(memberBets.some((b) => b.orderNo === f.orderNo && b.userId === f.userId)).toBe(true);
  });

  it('help, site, sponsors and notices parse', () => {
    expect(parse('help')).toHaveLength(23);
    expect(parse('site').siteBaseConfig.siteId).toBe(3000);
    expect(parse('sponsors').length).toBeGreaterThan(0);
    expect(parse('notices').length).toBeGreaterThan(0);
  });
});
