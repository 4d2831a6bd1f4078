import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { BRAND_IDS, BRAND_NAMES, DEFAULT_BRAND_ID, isBrandId, type BrandId } from './src/config/brand-ids.js';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The brand comes from VITE_BRAND, else client/brand.config.json, else the default. An unknown
 * brand stops the build with a readable message rather than shipping the wrong theme.
 */
function selectedBrand(): BrandId {
  let fromFile: unknown;
  try {
    fromFile = (JSON.parse(readFileSync(`${here}brand.config.json`, 'utf8')) as { brand?: unknown }).brand;
  } catch {
    fromFile = undefined;
  }
  const chosen = process.env.VITE_BRAND ?? fromFile ?? DEFAULT_BRAND_ID;
  if (!isBrandId(chosen)) {
    throw new Error(`Unknown brand ${JSON.stringify(chosen)} (VITE_BRAND or brand.config.json); known: ${BRAND_IDS.join(', ')}`);
  }
  return chosen;
}

/** Puts the brand into index.html, so the first paint already has the right title and theme. */
function brandHtml(brand: BrandId) {
  return {
    name: 'betsite-brand-html',
    transformIndexHtml: (html: string) => html.replaceAll('%BRAND_ID%', brand).replaceAll('%BRAND_NAME%', BRAND_NAMES[brand]),
  };
}

const API_URL = process.env.API_URL ?? 'http://localhost:3000';

/**
 * API prefixes go to the server. Some share a first segment with client routes (/game/sport is a
 * page, /game/api/... a call; /act is a prefix of /activity), so page loads (Accept: text/html)
 * are answered by the client and the prefixes end with a slash.
 */
const api = () => ({
  target: API_URL,
  changeOrigin: true,
  bypass: (req: { headers: { accept?: string | undefined } }) => (req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
});

export default defineConfig(() => {
  const brand = selectedBrand();
  return {
    root: here,
    plugins: [react(), brandHtml(brand)],
    define: { 'import.meta.env.VITE_BRAND': JSON.stringify(brand) },
    server: {
      port: 5173,
      strictPort: true,
      proxy: {
        '/site/': api(),
        '/act/': api(),
        '/fd/': api(),
        '/game/': api(),
        '/stream/': api(),
        '/api/': api(),
        '/__mock/': api(),
        '/uploads/': api(),
        '/chat': { target: API_URL.replace(/^http/, 'ws'), ws: true, changeOrigin: true },
      },
    },
    preview: { port: 4173 },
    build: {
      outDir: `${here}dist`,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
      // Read by scripts/bundle-budget.ts to measure what the home page loads before it paints.
      manifest: true,
    },
  };
});
