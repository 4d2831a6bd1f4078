// First, as server.ts does: schemas without zod's bound methods.
import '../../server/src/node/zod-unbound';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { listenCollectingWhenIdle } from '../../server/src/node/idle-collection';
import { reportCpuOnRequest } from './cpu-report';
import { buildPipelineFloorApp } from './pipeline-floor-app';

/**
 * Our API as server.ts runs it (same config from the environment), plus CPU reporting for the
 * bench. BENCH_HANDLERS=pipeline-floor: member info's handler does nothing (pipeline-floor-app.ts).
 */
const config = loadConfig();
const app = process.env.BENCH_HANDLERS === 'pipeline-floor' ? await buildPipelineFloorApp(config) : await buildApp({ config });
await listenCollectingWhenIdle(app, config.IDLE_COLLECTION_MS, { port: Number(process.env.PORT ?? 3902), host: '127.0.0.1' });
reportCpuOnRequest();
process.send?.('ready');
