/**
 * Where the tests' server clock starts (the vitest apps, config.ts testConfig) and the journeys'
 * API (playwright.config.ts): a Wednesday, 10:00 in Beijing, mid-month, far from every day, week
 * and month turn the rules care about (rebates at Beijing midnight, the weekly bonus on Monday
 * 00:00, month ends), so a test that moves the clock by hours crosses none of them whatever the
 * hour the suite runs at. The environment variable TEST_CLOCK_START moves it (docs/reference/testing.md,
 * "Tests at any hour"); a test about a boundary sets its own. No imports: Playwright's config reads it.
 */
export const TEST_CLOCK_START = '2026-11-18T10:00:00+08:00';
