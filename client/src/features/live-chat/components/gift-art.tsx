import type { CHAT_GIFTS } from '@betsite/contracts/socket';

type GiftId = (typeof CHAT_GIFTS)[number]['giftId'];

/** Our own small drawings of the room's gifts (no image files): a flower, a cheering flag, a cup. */
const ART: Record<GiftId, React.ReactNode> = {
  flower: (
    <>
      <path d="M12 14v8" stroke="#2e8b3e" strokeWidth="2" />
      {[0, 72, 144, 216, 288].map((a) => (
        <ellipse key={a} cx="12" cy="6.5" rx="3" ry="4" fill="#e8507a" transform={`rotate(${a} 12 10)`} />
      ))}
      <circle cx="12" cy="10" r="2.4" fill="#f5c542" />
    </>
  ),
  cheer: (
    <>
      <path d="M5 3v19" stroke="#8a5a2b" strokeWidth="2" />
      <path d="M6 4h13l-3 4 3 4H6z" fill="#e53950" />
      <text x="11.5" y="10.5" fontSize="6" fontWeight="700" fill="#fff" textAnchor="middle">
        加油
      </text>
    </>
  ),
  trophy: (
    <>
      <path d="M7 3h10v5a5 5 0 0 1-10 0z" fill="#f0b429" />
      <path d="M7 5H4a3 3 0 0 0 3 4M17 5h3a3 3 0 0 1-3 4" stroke="#f0b429" strokeWidth="1.6" fill="none" />
      <path d="M11 13h2v4h-2zM8 18h8v3H8z" fill="#c98a0c" />
    </>
  ),
};

export function GiftArt({ giftId }: { giftId: GiftId }) {
  return (
    <svg className="gift-chip__art" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      {ART[giftId]}
    </svg>
  );
}
