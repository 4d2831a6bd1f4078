import { artPair } from '../../utils/art-palette';

/**
 * The player's avatar: the picture the server holds (the fixtures' avatars are inline SVG), or a
 * disc with the name's first character in one of the brand's pairs. Always a fixed square box.
 */
export function Avatar({ name, src, size = 32 }: { name: string; src?: string | null; size?: number }) {
  if (src) return <img className="avatar" src={src} alt="" width={size} height={size} />;
  const { from, to } = artPair(name);
  return (
    <svg className="avatar" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <circle cx="16" cy="16" r="16" style={{ fill: from }} />
      <circle cx="16" cy="16" r="14" fill="none" strokeWidth="1.5" style={{ stroke: to }} />
      <text x="16" y="21.5" textAnchor="middle" fontSize="15" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">
        {[...name][0]?.toUpperCase() ?? '?'}
      </text>
    </svg>
  );
}
