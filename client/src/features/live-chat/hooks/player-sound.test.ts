import { describe, expect, it } from 'vitest';
import { AUDIBLE_VOLUME, setVolume, shownVolume, toggleMute } from './player-sound';

describe('live player sound', () => {
  it('unmutes at the volume it had, or at one that can be heard when that was 0', () => {
    expect(toggleMute({ muted: true, volume: 0.8 })).toEqual({ muted: false, volume: 0.8 });
    expect(toggleMute({ muted: true, volume: 0 })).toEqual({ muted: false, volume: AUDIBLE_VOLUME });
    expect(toggleMute({ muted: false, volume: 0.8 })).toEqual({ muted: true, volume: 0.8 });
  });

  it('mutes at volume 0 and is heard above it, the volume kept between 0 and 1', () => {
    expect(setVolume({ muted: false, volume: 0.5 }, 0)).toEqual({ muted: true, volume: 0 });
    expect(setVolume({ muted: true, volume: 0.5 }, 0.3)).toEqual({ muted: false, volume: 0.3 });
    expect(setVolume({ muted: false, volume: 0.5 }, 7)).toEqual({ muted: false, volume: 1 });
    expect(setVolume({ muted: false, volume: 0.5 }, Number.NaN)).toEqual({ muted: true, volume: 0 });
  });

  it('shows the slider at 0 while muted', () => {
    expect(shownVolume({ muted: true, volume: 0.7 })).toBe(0);
    expect(shownVolume({ muted: false, volume: 0.7 })).toBe(0.7);
  });
});
