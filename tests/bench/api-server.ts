import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { reportCpuOnRequest } from './cpu-report';

/** Our API as server.ts runs it (same config from the environment), plus CPU reporting for the bench. */
const app = await buildApp({ config: loadConfig() });
await app.listen({ port: Number(process.env.PORT ?? 3902), host: '127.0.0.1' });
reportCpuOnRequest();
process.send?.('ready');
