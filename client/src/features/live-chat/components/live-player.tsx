import { useRef, useState } from 'react';
import { streamAddress } from '../api/stream-address';
import { StreamVideo } from './stream-video';

export interface LivePlayerProps {
  streams: readonly { name: string; url: string; format: 'flv' | 'm3u8' }[];
  animationUrl: string | null;
  /** For the frame's title. */
  title: string;
}

type Choice = { kind: 'stream'; index: number } | { kind: 'animation' };

/**
 * The player area of the live page: the match's lines (线路1 FLV, 线路2 HLS) and 动画直播 as
 * choices over one stage. It opens on the animation when there is one (it shows the match as it
 * stands; our lines are a stand-in test card), else on the first line; a player library loads only
 * when its line is chosen.
 */
export function LivePlayer({ streams, animationUrl, title }: LivePlayerProps) {
  const animation = animationUrl ? streamAddress(animationUrl, window.location.origin) : null;
  const [choice, setChoice] = useState<Choice>(animation ? { kind: 'animation' } : { kind: 'stream', index: 0 });
  const line = choice.kind === 'stream' ? streams[choice.index] : undefined;
  const lineUrl = line ? streamAddress(line.url, window.location.origin) : null;
  const playerRef = useRef<HTMLElement>(null);

  return (
    <section className="live-player" aria-label="直播" ref={playerRef}>
      <div className="live-player__stage">
        {choice.kind === 'animation' && animation && <iframe className="live-player__frame" src={animation} title={`${title} 动画直播`} />}
        {line && lineUrl && <StreamVideo key={lineUrl} url={lineUrl} format={line.format} name={line.name} fullscreenRef={playerRef} />}
        {!animation && streams.length === 0 && <p className="live-player__empty">暂无直播信号</p>}
      </div>
      <div className="live-player__lines" role="group" aria-label="直播线路">
        {streams.map((s, index) => (
          <button
            key={s.url}
            type="button"
            className="live-player__line"
            aria-pressed={choice.kind === 'stream' && choice.index === index}
            onClick={() => setChoice({ kind: 'stream', index })}
          >
            {s.name}
            <small>{s.format === 'flv' ? '流畅' : '高清'}</small>
          </button>
        ))}
        {animation && (
          <button type="button" className="live-player__line" aria-pressed={choice.kind === 'animation'} onClick={() => setChoice({ kind: 'animation' })}>
            动画直播
          </button>
        )}
      </div>
    </section>
  );
}
