/**
 * The sound of the live player as its controls change it: a line starts muted (so the browser lets
 * it play by itself), unmuting a line whose volume is 0 gives it a volume one can hear, and a
 * volume moved to 0 is muted (moved above 0, heard), as players everywhere behave.
 */
export interface Sound {
  muted: boolean;
  /** 0 to 1, as HTMLMediaElement.volume. */
  volume: number;
}

/** The volume unmuting brings back when the last one was 0. */
export const AUDIBLE_VOLUME = 0.5;

const clamp = (v: number) => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0);

export function toggleMute(s: Sound): Sound {
  if (!s.muted) return { ...s, muted: true };
  return { muted: false, volume: s.volume > 0 ? s.volume : AUDIBLE_VOLUME };
}

export function setVolume(_s: Sound, volume: number): Sound {
  const v = clamp(volume);
  return { muted: v === 0, volume: v };
}

/** What the volume slider shows: 0 while muted, whatever the volume kept for unmuting. */
export const shownVolume = (s: Sound): number => (s.muted ? 0 : s.volume);
