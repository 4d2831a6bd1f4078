/**
 * Debian's Chromium as the journeys and the web bench launch it: Playwright's own browser download
 * does not work in this environment (`.ci/run` installs chromium with apt when it is missing).
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
