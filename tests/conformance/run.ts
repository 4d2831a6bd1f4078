import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

/**
 * `npm run conformance -- --base-url URL [--user N --password P --device D --secret S --modes plain,encrypted]`
 * runs the contract suite against any backend.
 */
const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    room: { type: 'string' },
    user: { type: 'string' },
    password: { type: 'string' },
    device: { type: 'string' },
    secret: { type: 'string' },
    modes: { type: 'string' },
  },
});

const env: Record<string, string> = { ...(process.env as Record<string, string>) };
const set = (name: string, value: string | undefined) => {
  if (value !== undefined) env[name] = value;
};
set('BETSITE_BASE_URL', values['base-url']);
set('BETSITE_CHAT_ROOM', values.room);
set('BETSITE_USER', values.user);
set('BETSITE_PASSWORD', values.password);
set('BETSITE_DEVICE', values.device);
set('BETSITE_WIRE_SECRET', values.secret);
set('BETSITE_MODES', values.modes);

console.log(`contract suite against ${env.BETSITE_BASE_URL ?? 'our own server (no --base-url given)'}`);
const run = spawnSync('npx', ['vitest', 'run', 'tests/contract/'], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
