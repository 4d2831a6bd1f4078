import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';

/**
 * Our API for the chat bench: as server.ts runs it, and on IPC 'mem' it answers its heap and RSS
 * after a full collection (started with --expose-gc), so memory per idle socket is the server's.
 */
const app = await buildApp({ config: loadConfig() });
await app.listen({ port: Number(process.env.PORT ?? 3903), host: '127.0.0.1' });
process.on('message', (m) => {
  if (m !== 'mem') return;
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, rss, external } = process.memoryUsage();
  process.send?.({ heapUsed, rss, external });
});
process.send?.('ready');
