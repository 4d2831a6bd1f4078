import { useSearchParams } from 'react-router-dom';

/**
 * /dz/game: the electronic game frame, opened in a new tab with the game's address in ?url=. Only
 * http(s) addresses are framed: anything else (javascript:, data:) would run in our origin.
 */
export function GameFramePage() {
  const [params] = useSearchParams();
  const raw = params.get('url') ?? '';
  let url: URL | null = null;
  try {
    url = raw ? new URL(raw, window.location.origin) : null;
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
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
