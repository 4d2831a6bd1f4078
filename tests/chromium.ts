import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, as the journeys and the web bench launch it: Playwright's own browser download
 * does not work in this environment (`.ci/run` installs both packages with apt when missing).
 */

/** Debian's `chromium`, the desktop browser a player runs: the web bench measures first paints in it. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell`: the same Chromium build (same version, Blink, V8 and Skia)
 * without the desktop browser around it, which is what Playwright itself runs for headless tests.
 * The journeys run in it: in the full browser's new headless mode the browser process took a
 * fifth of a core per worker for itself, and the 48 public-route journeys 2.5 min against 1.1 min
 * here, back to back on the same machine. The visual baselines, made in `chromium`, match it.
 */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** The journeys' browser: the headless shell, or `chromium` on a machine without it (slower, the same results). */
export const JOURNEY_CHROMIUM_PATH = existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
