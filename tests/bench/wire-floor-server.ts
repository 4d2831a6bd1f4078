import { buildWireFloorApp } from './wire-floor-app';
import { reportCpuOnRequest } from './cpu-report';

/** wire-floor-app.ts listening, with CPU reporting for the bench; WIRE_FLOOR_CRYPTO=0 for the same bytes without the crypto. */
const app = buildWireFloorApp({ crypto: process.env.WIRE_FLOOR_CRYPTO !== '0' });
await app.listen({ port: Number(process.env.PORT ?? 3905), host: '127.0.0.1' });
reportCpuOnRequest();
process.send?.('ready');
