import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { composeNginxConfig } from './nginx-config';

/** Writes deploy/nginx/scale.conf, the configuration compose's `scale` profile mounts (npm run nginx-config). */
export const COMPOSE_CONFIG_FILE = fileURLToPath(new URL('./scale.conf', import.meta.url));

writeFileSync(COMPOSE_CONFIG_FILE, composeNginxConfig());
console.log(`wrote ${COMPOSE_CONFIG_FILE}`);
