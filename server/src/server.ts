// First, before any schema exists: see the module.
import './node/zod-unbound';
import { loadConfig, ConfigError } from './config';
import { buildApp } from './app';
import { FixtureError } from './composition/fixtures';
import { ScenarioSetError } from './qa/scenario-set-files';
import { WorldFileError } from './node/world-files';
import { exposedIdleCollector } from './node/idle-collection';

/** Starts the API: PORT (default 3000). Closes gracefully on SIGINT/SIGTERM (saving the worlds when STATE_DIR is set). */
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const app = await buildApp({ config });
  const mb = (bytes: number) => Math.round(bytes / 104_857.6) / 10;
  const collector = exposedIdleCollector(config.IDLE_COLLECTION_MS, (r) =>
    app.log.debug({ ms: Math.round(r.ms), heapUsedMb: [mb(r.heapUsedBeforeBytes), mb(r.heapUsedAfterBytes)] }, 'idle collection'),
  );
  collector?.collect();
  await app.listen({ port: config.PORT, host: config.HOST });
  const clockStart = config.CLOCK_START === undefined ? {} : { clockStart: new Date(config.CLOCK_START).toISOString() };
  app.log.info({ readyMs: Math.round(performance.now() - startedAt), ...clockStart }, 'betsite API ready');
  const stopIdleCollection = collector?.watch(app.server, config.IDLE_COLLECTION_MS) ?? (() => undefined);

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
