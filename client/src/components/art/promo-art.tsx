import { artPair } from '../../utils/art-palette';
import { stableHash } from '../../utils/mark-palette';

/**
 * A promotion's picture, drawn from its title: a gradient in one of the brand's pairs with coins,
 * rays and sparkles placed by a hash of the title, so each banner differs and never changes. The
 * colours are the brand's tokens (styles/brands/<id>.css): each brand draws its own banners.
 * Decorative (the title is text beside it); it fills its box, which the caller sizes.
 */
export function PromoArt({ seed, className }: { seed: string; className?: string }) {
  const { from, to } = artPair(seed);
  const hash = stableHash(seed);
  const id = `pa-${hash.toString(36)}`;
  const coins = Array.from({ length: 5 }, (_, i) => {
    const h = stableHash(`${seed}:${i}`);
    return { x: 560 + (h % 360), y: 40 + ((h >>> 8) % 220), r: 14 + ((h >>> 16) % 22) };
  });
  return (
    <svg className={className} viewBox="0 0 960 320" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: from }} />
          <stop offset="1" style={{ stopColor: to }} />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.75" cy="0.45" r="0.5">
          <stop offset="0" stopColor="#fff" stopOpacity=".55" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-coin`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--art-coin-light)' }} />
          <stop offset="1" style={{ stopColor: 'var(--art-coin)' }} />
        </linearGradient>
      </defs>
      <rect width="960" height="320" fill={`url(#${id}-bg)`} />
      <g fill="#fff" fillOpacity=".08">
        {Array.from({ length: 9 }, (_, i) => (
          <path key={i} d={`M720 150 L${960 + i * 10} ${-40 + i * 50} L${960 + i * 10} ${-10 + i * 50} Z`} />
        ))}
      </g>
      <rect width="960" height="320" fill={`url(#${id}-glow)`} />
      {coins.map((coin, i) => (
        <g key={i}>
          <circle cx={coin.x} cy={coin.y} r={coin.r} fill={`url(#${id}-coin)`} strokeWidth="2" style={{ stroke: 'var(--art-coin-edge)' }} />
          <text x={coin.x} y={coin.y + coin.r * 0.35} textAnchor="middle" fontSize={coin.r} fontWeight="800" style={{ fill: 'var(--art-coin-edge)' }}>
            ¥
          </text>
        </g>
      ))}
      <path d="M0 290 C240 250 480 330 960 270 V320 H0Z" fill="#000" fillOpacity=".12" />
    </svg>
  );
}
