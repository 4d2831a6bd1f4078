import { HELPERS } from './game-page/helpers-script';
import { MAIN } from './game-page/main-script';
import type { PagePart } from './game-page/page-parts';
import { STYLES } from './game-page/styles';
import { BACCARAT } from './game-page/renderers/baccarat';
import { BIDAXIAO } from './game-page/renderers/bidaxiao';
import { DICE } from './game-page/renderers/dice';
import { FISHING } from './game-page/renderers/fish';
import { LOTTERY } from './game-page/renderers/lottery';
import { MATCH } from './game-page/renderers/match';
import { PLAYING_CARDS } from './game-page/renderers/playing-cards';
import { SLOT } from './game-page/renderers/slot';

/**
 * The page every stand-in game is played on (GET /__provider/play?token=...): plain HTML and one
 * inline script, no build and no file of its own to fetch (its icon is inline too, so a browser
 * asks for no /favicon.ico). The stage is drawn by the renderer of the game's kind (game-page/
 * renderers/, one per category, all our own SVG and CSS); it animates to the round's face, which the
 * server's seeded round decided. Every text from the server goes in as text, never as markup.
 * Playable in its own tab or inside /dz/game.
 */
const PARTS: readonly PagePart[] = [STYLES, HELPERS, PLAYING_CARDS, SLOT, FISHING, BACCARAT, DICE, BIDAXIAO, LOTTERY, MATCH, MAIN];

export const PLAY_PAGE_HTML = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>游戏</title>
<style>${PARTS.map((p) => p.css).join('\n')}</style>
</head>
<body>
<header class="bar">
  <h1 id="title">游戏加载中…</h1>
  <section class="wallet" aria-label="余额">
    <span>场馆余额 <span id="balance" class="amount" aria-label="场馆余额">--</span></span>
    <span id="pool-line" hidden>奖池 <span id="pool" class="amount" aria-label="奖池">--</span></span>
  </section>
</header>
<main>
  <p id="activity" class="notice" hidden></p>
  <section id="stage" class="stage" aria-label="游戏画面"></section>
  <p id="result" role="status" aria-live="polite"></p>
  <p id="error" role="alert"></p>
  <form id="play" class="card controls" aria-label="下注" hidden>
    <label id="game-line" hidden>游戏 <select id="game" aria-label="游戏"></select></label>
    <div id="choices-line" class="row"><span class="muted">投注项</span><div id="choices" class="row" role="group" aria-label="投注项"></div></div>
    <div id="chips" class="row" role="group" aria-label="筹码"></div>
    <div class="row">
      <label class="stake">投注金额<input id="stake" inputmode="decimal" maxlength="12" value="10" aria-label="投注金额"></label>
      <button id="act" class="primary" type="submit">开始</button>
    </div>
    <p class="muted"><span id="limits"></span> · <span id="rtp"></span></p>
  </form>
  <section class="card" aria-label="未开奖注单" id="tickets-card" hidden>
    <h2>未开奖注单</h2>
    <ul id="tickets"></ul>
  </section>
  <section class="card" aria-labelledby="recent-title">
    <h2 id="recent-title">最近记录</h2>
    <div class="table-scroll"><table><thead><tr><th>单号</th><th>投注</th><th>结果</th><th>金额</th><th>派彩</th></tr></thead><tbody id="recent"></tbody></table></div>
  </section>
</main>
<script>
(() => {
${PARTS.map((p) => p.js).join('\n')}
})();
</script>
</body>
</html>
`;
