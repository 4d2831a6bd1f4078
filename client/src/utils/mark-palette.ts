/**
 * Colours for the invented venue marks: picked from a fixed palette by a stable hash of the
 * channel code, so the same venue wears the same colours on every page and in every build. Fixed
 * on purpose, not the brand's: a venue's mark is the provider's own, the same on every brand's
 * site (the brand's artwork colours are in utils/art-palette.ts).
 */
export const MARK_PALETTE = [
  ['#c8102e', '#f5a623'],
  ['#1565c0', '#00a79d'],
  ['#6a1b9a', '#e040fb'],
  ['#2e7d32', '#c0ca33'],
  ['#ef6c00', '#ffd54f'],
  ['#00838f', '#4dd0e1'],
  ['#ad1457', '#ff8a80'],
  ['#37474f', '#90a4ae'],
] as const;

export type MarkColours = (typeof MARK_PALETTE)[number];

/** FNV-1a over the UTF-16 code units: tiny, stable and well spread for short names. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function markColours(name: string): MarkColours {
  return MARK_PALETTE[stableHash(name) % MARK_PALETTE.length] ?? MARK_PALETTE[0];
}

/** The letters a mark shows: the channel code's first three, or the name's first two characters. */
export function markInitials(code: string): string {
  const letters = code.replace(/[^0-9a-z\u4e00-\u9fff]/gi, '');
  return /^[0-9a-z]+$/i.test(letters) ? letters.slice(0, 3).toUpperCase() : [...letters].slice(0, 2).join('');
}
