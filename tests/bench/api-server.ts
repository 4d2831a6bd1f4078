import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { startIdleCollection } from '../../server/src/node/idle-collection';
import { reportCpuOnRequest } from './cpu-report';

/** Our API as server.ts runs it (same config from the environment), plus CPU reporting for the bench. */
const config = loadConfig();
const app = await buildApp({ config });
await app.listen({ port: Number(process.env.PORT ?? 3902), host: '127.0.0.1' });
startIdleCollection(app.server, config.IDLE_COLLECTION_MS);
reportCpuOnRequest();
process.send?.('ready');
