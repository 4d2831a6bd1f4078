import { useEffect, useRef, useState, type RefObject } from 'react';
import { PlayerControls } from './player-controls';

export interface StreamVideoProps {
  /** Absolute address of the line. */
  url: string;
  format: 'flv' | 'm3u8';
  /** The line's name, for the player's label. */
  name: string;
  /** What the controls' full screen shows: the whole player. */
  fullscreenRef: RefObject<HTMLElement | null>;
}

interface Detach {
  (): void;
}

/**
 * FLV through mpegts.js (what Chinese live sites use for low-latency lines), loaded on first use:
 * the library is a chunk of its own, never in the page's bundle.
 */
async function playFlv(video: HTMLVideoElement, url: string, onError: () => void): Promise<Detach> {
  const mpegts = (await import('mpegts.js')).default;
  // mpegts.js logs every step of its work (debug, verbose, info) by default: not for a player's
  // console. Its warnings and errors stay.
  mpegts.LoggingControl.enableDebug = false;
  mpegts.LoggingControl.enableVerbose = false;
  mpegts.LoggingControl.enableInfo = false;
  if (!mpegts.getFeatureList().mseLivePlayback) throw new Error('no MSE');
  const player = mpegts.createPlayer({ type: 'flv', url, isLive: false, hasAudio: false }, { enableWorker: false });
  player.on(mpegts.Events.ERROR, onError);
  player.attachMediaElement(video);
  player.load();
  return () => {
    player.pause();
    player.unload();
    player.detachMediaElement();
    player.destroy();
  };
}

/** HLS through hls.js (its light build), loaded on first use; a browser that plays HLS itself (Safari) gets the url. */
async function playHls(video: HTMLVideoElement, url: string, onError: () => void): Promise<Detach> {
  const Hls = (await import('hls.js/light')).default;
  if (!Hls.isSupported()) {
    if (video.canPlayType('application/vnd.apple.mpegurl') === '') throw new Error('no HLS');
    video.src = url;
    return () => video.removeAttribute('src');
  }
  // Its debug log is off by default; said outright, as for mpegts.js above.
  const hls = new Hls({ debug: false });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onError();
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => hls.destroy();
}

/**
 * One stream line in a `<video>`: muted so the browser lets it start by itself, and started again
 * from the beginning when the stand-in clip ends (a live line never ends), with the site's own
 * controls (player-controls.tsx) rather than the browser's. A line that fails says so and offers
 * the others.
 */
export function StreamVideo({ url, format, name, fullscreenRef }: StreamVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    setFailed(false);
    let detach: Detach | null = null;
    let gone = false;
    const fail = () => setFailed(true);
    const start = format === 'flv' ? playFlv : playHls;
    start(video, url, fail)
      .then((d) => {
        if (gone) d();
        else {
          detach = d;
          void video.play().catch(() => undefined);
        }
      })
      .catch(fail);
    const again = () => {
      video.currentTime = 0;
      void video.play().catch(() => undefined);
    };
    video.addEventListener('ended', again);
    return () => {
      gone = true;
      video.removeEventListener('ended', again);
      detach?.();
    };
  }, [url, format]);

  return (
    <div className="live-player__video">
      <video ref={ref} aria-label={`${name}直播画面`} muted autoPlay playsInline />
      <PlayerControls videoRef={ref} fullscreenRef={fullscreenRef} name={name} />
      {failed && (
        <p className="live-player__failed" role="alert">
          {name}加载失败，请切换其他线路
        </p>
      )}
    </div>
  );
}
