import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import type { BrandId } from '../../client/src/config/brand-ids';
import { API_URL } from './support';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** A production build of the client for one brand, served by vite preview in front of the journeys' API. */
export interface BrandSite {
  url: string;
  close: () => Promise<void>;
}

/**
 * The brand is build-time configuration (VITE_BRAND), so the journeys' own site shows only the
 * default brand: another brand is built (a few seconds) and served on a free port next to it.
 */
export async function startBrandSite(brand: BrandId): Promise<BrandSite> {
  const outDir = mkdtempSync(join(tmpdir(), `betsite-brand-${brand}-`));
  const build = spawnSync('npm', ['run', 'build', '-w', 'client', '--', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...process.env, VITE_BRAND: brand },
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    rmSync(outDir, { recursive: true, force: true });
    throw new Error(`the ${brand} build failed (exit ${build.status}): ${build.stderr}`);
  }
  // vite.config.ts reads API_URL for its proxy when the config loads.
  process.env.API_URL = API_URL;
  const server = await preview({
    root: join(root, 'client'),
    configFile: join(root, 'client/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('vite preview has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
