/** Tiers of the ten VIP levels: bronze, silver, gold, platinum, diamond, crown. */
const TIERS = [
  { upTo: 0, from: '#8d99a6', to: '#c3ccd6' },
  { upTo: 2, from: '#a0522d', to: '#e0a370' },
  { upTo: 4, from: '#7b8794', to: '#e3e8ee' },
  { upTo: 6, from: '#b8860b', to: '#ffe08a' },
  { upTo: 8, from: '#2b6cb0', to: '#9ad7ff' },
] as const;
const CROWN = { upTo: Number.POSITIVE_INFINITY, from: '#6b21a8', to: '#f0abfc' } as const;

interface Tier {
  from: string;
  to: string;
}

export function vipTier(level: number): Tier {
  return TIERS.find((tier) => level <= tier.upTo) ?? CROWN;
}

/** The VIP level as a badge: a gem in the tier's colours with "VIP n". Decorative: the caller names the level in text or a label. */
export function VipBadge({ level, size = 'm' }: { level: number; size?: 's' | 'm' | 'l' }) {
  const tier = vipTier(level);
  const width = size === 's' ? 44 : size === 'm' ? 56 : 88;
  const id = `vip-${level}-${size}`;
  return (
    <svg className="vip-badge" width={width} height={(width * 20) / 44} viewBox="0 0 44 20" aria-hidden="true">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={tier.from} />
          <stop offset="1" stopColor={tier.to} />
        </linearGradient>
      </defs>
      <rect x="0.5" y="0.5" width="43" height="19" rx="9.5" fill={`url(#${id})`} stroke="#fff" strokeOpacity=".6" />
      <path d="M7 6h6l2 3-5 6-5-6z" fill="#fff" fillOpacity=".9" />
      <text x="29" y="14" textAnchor="middle" fontSize="10" fontWeight="800" fill="#fff" fontFamily="system-ui, sans-serif">
        VIP{level}
      </text>
    </svg>
  );
}
