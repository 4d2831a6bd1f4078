import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { setVolume, shownVolume, toggleMute, type Sound } from '../hooks/player-sound';

/** The player's own glyphs, drawn in currentColor (24-unit boxes). */
const GLYPHS = {
  play: 'M8 5v14l11-7z',
  pause: 'M6 5h4v14H6zm8 0h4v14h-4z',
  sound: 'M4 9v6h4l5 4V5L8 9zm12.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4z',
  muted: 'M4 9v6h4l5 4V5L8 9zm12.6 3 2.7-2.7-1.3-1.3-2.7 2.7-2.7-2.7-1.3 1.3 2.7 2.7-2.7 2.7 1.3 1.3 2.7-2.7 2.7 2.7 1.3-1.3z',
  enter: 'M4 4h6v2H6v4H4zm10 0h6v6h-2V6h-4zM4 14h2v4h4v2H4zm14 0h2v6h-6v-2h4z',
  leave: 'M8 4h2v6H4V8h4zm6 0h2v4h4v2h-6zM4 14h6v6H8v-4H4zm10 0h6v2h-4v4h-2z',
} as const;

function Glyph({ name }: { name: keyof typeof GLYPHS }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={GLYPHS[name]} />
    </svg>
  );
}

function ControlButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="player-controls__button" aria-label={label} title={label} onClick={onClick}>
      {children}
    </button>
  );
}

interface Props {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** What goes full screen: the whole player, so its lines stay at hand. */
  fullscreenRef: RefObject<HTMLElement | null>;
  /** The line's name, for the group's label. */
  name: string;
}

/**
 * The live player's controls in the site's design, in place of the browser's own: play and pause,
 * sound on and off, the volume, full screen. They follow the video's own events, so a line that
 * starts by itself, or a key the browser handles, shows as it is.
 */
export function PlayerControls({ videoRef, fullscreenRef, name }: Props) {
  const [playing, setPlaying] = useState(false);
  const [sound, setSound] = useState<Sound>({ muted: true, volume: 1 });
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    const sync = () => {
      setPlaying(!video.paused);
      setSound({ muted: video.muted, volume: video.volume });
    };
    sync();
    const events = ['play', 'pause', 'volumechange'] as const;
    for (const e of events) video.addEventListener(e, sync);
    return () => {
      for (const e of events) video.removeEventListener(e, sync);
    };
  }, [videoRef]);

  useEffect(() => {
    const sync = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === fullscreenRef.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [fullscreenRef]);

  const apply = (next: Sound) => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = next.muted;
    video.volume = next.volume;
  };
  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void fullscreenRef.current?.requestFullscreen().catch(() => undefined);
  };

  return (
    <div className="player-controls" role="group" aria-label={`${name}播放控制`}>
      <ControlButton label={playing ? '暂停' : '播放'} onClick={togglePlay}>
        <Glyph name={playing ? 'pause' : 'play'} />
      </ControlButton>
      <ControlButton label={sound.muted ? '取消静音' : '静音'} onClick={() => apply(toggleMute(sound))}>
        <Glyph name={sound.muted ? 'muted' : 'sound'} />
      </ControlButton>
      <input
        className="player-controls__volume"
        type="range"
        min={0}
        max={1}
        step={0.05}
        aria-label="音量"
        value={shownVolume(sound)}
        onChange={(e) => apply(setVolume(sound, Number(e.target.value)))}
      />
      <span className="player-controls__spacer" />
      <ControlButton label={fullscreen ? '退出全屏' : '全屏'} onClick={toggleFullscreen}>
        <Glyph name={fullscreen ? 'leave' : 'enter'} />
      </ControlButton>
    </div>
  );
}
