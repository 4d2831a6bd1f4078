import Fastify from 'fastify';
import { reportCpuOnRequest } from './cpu-report';

/** The baseline: bare Fastify answering a small JSON envelope, nothing else. */
const app = Fastify({ logger: false });
app.post('/bare', () => ({ status_code: 6000, data: { ok: true }, message: '成功' }));
await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' });
reportCpuOnRequest();
process.send?.('ready');
