import { markColours } from '../../utils/mark-palette';

/**
 * The player's avatar: the picture the server holds (the fixtures' avatars are inline SVG), or a
 * disc with the name's first character in the name's colours. Always a fixed square box.
 */
export function Avatar({ name, src, size = 32 }: { name: string; src?: string | null; size?: number }) {
  if (src) return <img className="avatar" src={src} alt="" width={size} height={size} />;
  const [from, to] = markColours(name);
  return (
    <svg className="avatar" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <circle cx="16" cy="16" r="16" fill={from} />
      <circle cx="16" cy="16" r="14" fill="none" stroke={to} strokeWidth="1.5" />
      <text x="16" y="21.5" textAnchor="middle" fontSize="15" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">
        {[...name][0]?.toUpperCase() ?? '?'}
      </text>
    </svg>
  );
}
