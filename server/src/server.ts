// First, before any schema exists: see the module.
import './node/zod-unbound';
import { loadConfig, ConfigError } from './config';
import { buildApp } from './app';
import { FixtureError } from './composition/fixtures';
import { ScenarioSetError } from './qa/scenario-set-files';
import { WorldFileError } from './node/world-files';
import { listenCollectingWhenIdle } from './node/idle-collection';

/** Starts the API: PORT (default 3000). Closes gracefully on SIGINT/SIGTERM (saving the worlds when STATE_DIR is set). */
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const app = await buildApp({ config });
  const stopIdleCollection = await listenCollectingWhenIdle(app, config.IDLE_COLLECTION_MS, { port: config.PORT, host: config.HOST });
  const clockStart = config.CLOCK_START === undefined ? {} : { clockStart: new Date(config.CLOCK_START).toISOString() };
  app.log.info({ readyMs: Math.round(performance.now() - startedAt), ...clockStart }, 'betsite API ready');

  let closing = false;
  const close = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    stopIdleCollection();
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => close('SIGINT'));
  process.once('SIGTERM', () => close('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof FixtureError || err instanceof ScenarioSetError || err instanceof WorldFileError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
