import { useSearchParams } from 'react-router-dom';
import { PROVIDER_PLAY_PATH } from '@betsite/contracts/constants';

/** A launch url that is neither a url nor a path: the provider's token for its page (our design). */
const BARE_CODE_RE = /^[\w-]{16,128}$/;

/** The address to frame: an http(s) url or path as given, a bare code as the provider page of that token. */
export function frameAddress(raw: string, origin: string): URL | null {
  if (BARE_CODE_RE.test(raw)) return new URL(`${PROVIDER_PLAY_PATH}?token=${encodeURIComponent(raw)}`, origin);
  try {
    const url = raw ? new URL(raw, origin) : null;
    return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url : null;
  } catch {
    return null;
  }
}

/**
 * /dz/game: the electronic game frame, opened in a new tab with the game's address in ?url=. Only
 * http(s) addresses are framed: anything else (javascript:, data:) would run in our origin.
 */
export function GameFramePage() {
  const [params] = useSearchParams();
  const url = frameAddress(params.get('url') ?? '', window.location.origin);
  if (!url) {
    return (
      <main className="not-found">
        <h1 className="page-title">游戏地址无效</h1>
        <p>请返回大厅重新进入游戏。</p>
      </main>
    );
  }
  return (
    <main>
      <h1 className="visually-hidden">游戏</h1>
      <iframe className="game-frame" src={url.toString()} title="游戏" allow="autoplay; fullscreen" />
    </main>
  );
}
