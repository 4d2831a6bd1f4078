import { markColours, markInitials } from '../../utils/mark-palette';

/**
 * An invented logo for a venue (no provider's real mark): a shield in the venue's own colours
 * with its channel code. Drawn inline, so it costs no request and its box is known before paint.
 */
export function VenueMark({ code, name, size = 56 }: { code: string; name: string; size?: number }) {
  const [from, to] = markColours(code);
  const id = `vm-${code.replace(/[^0-9a-z]/gi, '')}`;
  const initials = markInitials(code);
  return (
    <svg className="venue-mark" width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={`${name} 标志`}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <path d="M32 3 58 12v18c0 16-11 26-26 31C17 56 6 46 6 30V12z" fill={`url(#${id})`} />
      <path d="M32 9 52 16v14c0 12-8 20-20 24-12-4-20-12-20-24V16z" fill="none" stroke="#fff" strokeOpacity=".55" strokeWidth="1.5" />
      <text x="32" y="38" textAnchor="middle" fontSize={initials.length > 2 ? 15 : 18} fontWeight="800" fill="#fff" fontFamily="system-ui, sans-serif">
        {initials}
      </text>
    </svg>
  );
}
