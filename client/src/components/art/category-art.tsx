import type { ReactNode } from 'react';

/**
 * The seven game categories' pictures, drawn here (white line art over the card's gradient, whose
 * colours are the brand's tile tokens); the few coloured marks take the brand's --art-glyph-accent.
 */
export type ArtCategory = 'sport' | 'realbet' | 'egame' | 'lottery' | 'chess' | 'gaming' | 'fish';

/** Presentation attributes cannot read a custom property: the accent goes through style. */
const ACCENT = { fill: 'var(--art-glyph-accent)' } as const;

const GLYPHS: Record<ArtCategory, ReactNode> = {
  sport: (
    <>
      <circle cx="32" cy="32" r="20" />
      <path d="m32 22 9 6.5-3.4 10.5H26.4L23 28.5z" fill="#fff" fillOpacity=".9" />
      <path d="M32 12v10M41 28.5l10-3M37.6 39l6 8.5M26.4 39l-6 8.5M23 28.5l-10-3" />
    </>
  ),
  realbet: (
    <>
      <rect x="14" y="14" width="22" height="32" rx="3" transform="rotate(-12 25 30)" />
      <rect x="28" y="16" width="22" height="32" rx="3" fill="#fff" fillOpacity=".92" transform="rotate(10 39 32)" />
      <path d="M39 26c-3 4-6 6-6 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0c0-3-3-5-6-9z" stroke="none" style={ACCENT} transform="rotate(10 39 32)" />
    </>
  ),
  egame: (
    <>
      <rect x="12" y="14" width="40" height="34" rx="5" />
      <path d="M18 22h8v18h-8zM28 22h8v18h-8zM38 22h8v18h-8z" fill="#fff" fillOpacity=".2" />
      <path d="M19 26h6l-4 10M29 26h6l-4 10M39 26h6l-4 10" strokeWidth="2.5" />
      <path d="M52 22h4v10" />
      <circle cx="56" cy="20" r="2.5" fill="#fff" />
    </>
  ),
  lottery: (
    <>
      <circle cx="24" cy="26" r="9" fill="#fff" fillOpacity=".9" />
      <circle cx="40" cy="26" r="9" />
      <circle cx="32" cy="40" r="9" />
      <text x="24" y="30" fontSize="10" textAnchor="middle" stroke="none" style={ACCENT} fontWeight="800">8</text>
      <text x="40" y="30" fontSize="10" textAnchor="middle" fill="#fff" stroke="none" fontWeight="800">6</text>
      <text x="32" y="44" fontSize="10" textAnchor="middle" fill="#fff" stroke="none" fontWeight="800">9</text>
    </>
  ),
  chess: (
    <>
      <rect x="18" y="12" width="28" height="40" rx="4" fill="#fff" fillOpacity=".92" />
      <rect x="21" y="15" width="22" height="34" rx="2" stroke="#2e7d32" />
      <text x="32" y="39" fontSize="18" textAnchor="middle" stroke="none" style={ACCENT} fontWeight="800">中</text>
    </>
  ),
  gaming: (
    <>
      <path d="M18 22h28c6 0 9 7 9 15 0 6-3 9-6 9-4 0-6-6-10-6H25c-4 0-6 6-10 6-3 0-6-3-6-9 0-8 3-15 9-15z" />
      <path d="M21 31v6M18 34h6" />
      <circle cx="41" cy="31" r="1.8" fill="#fff" />
      <circle cx="45" cy="35" r="1.8" fill="#fff" />
    </>
  ),
  fish: (
    <>
      <path d="M12 32c8-12 26-14 36 0-10 14-28 12-36 0zM48 32l8-8v16z" />
      <circle cx="22" cy="30" r="2" fill="#fff" />
      <path d="M30 24c3 5 3 11 0 16M37 25c2 4 2 10 0 14" strokeOpacity=".6" />
      <circle cx="52" cy="14" r="2" />
      <circle cx="46" cy="9" r="1.4" />
    </>
  ),
};

export function CategoryArt({ category, size = 64 }: { category: ArtCategory; size?: number }) {
  return (
    <svg className="category-art" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {GLYPHS[category]}
    </svg>
  );
}
