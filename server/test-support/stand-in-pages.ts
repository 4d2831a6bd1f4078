import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** A stand-in page as a browser gets it: its html, and the scripts and styles the html names (each answered 200). */
export interface BuiltPage {
  html: string;
  assets: string[];
  /** The scripts' text, the page's own and the shared ones it preloads. */
  scripts: string;
}

/** The built page at a url of the server, with every asset it names fetched from the server. */
export async function builtPage(app: FastifyInstance, url: string): Promise<BuiltPage> {
  const page = await app.inject({ method: 'GET', url });
  expect(page.statusCode, url).toBe(200);
  const html = page.body;
  const assets = [...html.matchAll(/(?:src|href)="(\/__pages\/assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
  let scripts = '';
  for (const asset of assets) {
    const r = await app.inject({ method: 'GET', url: asset });
    expect(r.statusCode, asset).toBe(200);
    if (asset.endsWith('.js')) scripts += r.body;
  }
  return { html, assets, scripts };
}
