import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BRAND_IDS } from '../config/brand-ids';
import { BRANDS } from '../config/brands';
import { ART_PAIRS_COUNT } from '../utils/art-palette';

const src = fileURLToPath(new URL('../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'brands' ? [] : sourceFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** Every --art-* token the artwork and the styles read; the pairs are read by index (utils/art-palette.ts). */
function tokensRead(): Set<string> {
  const read = new Set<string>();
  for (const file of sourceFiles(src)) {
    for (const [name] of readFileSync(file, 'utf8').matchAll(/--art-[a-z0-9-]*[a-z0-9]/g)) {
      if (!name.startsWith('--art-pair')) read.add(name);
    }
  }
  for (let i = 0; i < ART_PAIRS_COUNT; i += 1) read.add(`--art-pair-${i}-from`).add(`--art-pair-${i}-to`);
  return read;
}

function tokensDefined(brand: string): Set<string> {
  const css = readFileSync(join(src, 'styles/brands', `${brand}.css`), 'utf8');
  return new Set([...css.matchAll(/^\s*(--art-[a-z0-9-]+):/gm)].map((match) => match[1] ?? ''));
}

describe('brand artwork tokens', () => {
  it.each(BRAND_IDS)('%s defines every artwork colour the pictures and styles read, and no other', (brand) => {
    const read = tokensRead();
    expect(read.size).toBeGreaterThan(2 * ART_PAIRS_COUNT + 4);
    expect([...tokensDefined(brand)].sort()).toEqual([...read].sort());
  });

  it('the two brands draw in different colours', () => {
    const pairs = BRAND_IDS.map((brand) => readFileSync(join(src, 'styles/brands', `${brand}.css`), 'utf8').match(/--art-pair-0-from: (#[0-9a-f]+)/)?.[1]);
    const tiles = BRAND_IDS.map((brand) => readFileSync(join(src, 'styles/brands', `${brand}.css`), 'utf8').match(/--art-tile-sport-from: (#[0-9a-f]+)/)?.[1]);
    expect(new Set(pairs).size).toBe(BRAND_IDS.length);
    expect(new Set(tiles).size).toBe(BRAND_IDS.length);
  });
});

describe("the brand's banner (home's first frame)", () => {
  const lookCss = readFileSync(join(src, 'styles/look.css'), 'utf8');

  it('cuts every banner title at nine characters', () => {
    expect(lookCss).toMatch(/\.carousel__title \{[^}]*max-width: 9em;[^}]*white-space: nowrap;/);
  });

  it.each(BRAND_IDS)("%s's banner title is nine full-width characters, as wide as the widest banner title, so no banner paints a larger text", (brand) => {
    const title = BRANDS[brand].banner.title;
    expect([...title]).toHaveLength(9);
    expect(title).toMatch(/^[\u3000\u4e00-\u9fff]+$/);
  });
});
