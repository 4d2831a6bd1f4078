import type { PagePart } from './page-parts';

/**
 * The page around the stage, in the site's colours (the light edition's tokens, as the stand-in
 * cashier): a red bar with the game and the venue wallet, the stage, then the bet controls (the
 * choices, chips, the stake and the action) and the records on white cards.
 */
export const STYLES: PagePart = {
  js: '',
  css: `
  :root { --primary: #c8102e; --accent: #d4a017; --bg: #f4f5f7; --surface: #fff; --border: #e2e4e8; --text: #1f2329; --muted: #646a73; --success: #2ea121; --danger: #d83931; --radius: 12px; }
  * { box-sizing: border-box; }
  [hidden] { display: none !important; }
  body { font-family: system-ui, -apple-system, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif; margin: 0; background: var(--bg); color: var(--text); }
  .bar { background: var(--primary); color: #fff; padding: 10px 16px; display: flex; flex-wrap: wrap; gap: 8px 16px; justify-content: space-between; align-items: center; }
  .bar h1 { font-size: 1.15rem; margin: 0; }
  .wallet { display: flex; gap: 12px; align-items: center; background: rgb(0 0 0 / 18%); border-radius: 999px; padding: 4px 14px; }
  .amount { font-variant-numeric: tabular-nums; font-weight: 700; color: #ffe08a; }
  /* minmax(0, 1fr): a wide table or stage scrolls inside its card rather than widening the page on a phone. */
  main { max-width: 760px; margin: 0 auto; padding: 16px; display: grid; grid-template-columns: minmax(0, 1fr); gap: 12px; }
  .table-scroll { overflow-x: auto; }
  .card { background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); padding: 12px 16px; }
  .notice { background: #fff7e0; border: 1px solid #f3d48a; border-radius: var(--radius); padding: 8px 12px; margin: 0; }
  .stage:empty { min-height: 240px; }
  .row { display: flex; gap: 8px; flex-wrap: wrap; align-items: center; }
  .controls { display: grid; gap: 10px; }
  .muted { color: var(--muted); font-size: .875rem; margin: 0; }
  button, select, input { font: inherit; border-radius: 8px; border: 1px solid var(--border); padding: 8px 12px; background: var(--surface); color: var(--text); }
  button { cursor: pointer; }
  .pick[aria-pressed="true"] { background: var(--primary); border-color: var(--primary); color: #fff; font-weight: 600; }
  .chip { width: 46px; height: 46px; border-radius: 50%; padding: 0; font-weight: 700; font-size: .85rem; color: #fff; border: 3px dashed rgb(255 255 255 / 70%); box-shadow: 0 0 0 2px var(--border); }
  .chip--10 { background: #1e88e5; } .chip--50 { background: #43a047; } .chip--100 { background: #111; } .chip--500 { background: #8e24aa; } .chip--1000 { background: #c8102e; }
  .stake input { width: 9em; margin-left: 6px; }
  button.primary { background: var(--primary); border-color: var(--primary); color: #fff; font-weight: 700; min-width: 120px; border-radius: 999px; padding: 10px 20px; }
  button:disabled { opacity: .55; cursor: default; }
  #result { min-height: 1.5em; font-size: 1.05rem; font-weight: 600; margin: 0; text-align: center; }
  #result.outcome--win { color: var(--success); }
  #result.outcome--lose { color: var(--muted); }
  #error { color: var(--danger); min-height: 1.2em; margin: 0; text-align: center; }
  h2 { font-size: 1rem; margin: 0 0 8px; }
  table { width: 100%; border-collapse: collapse; font-size: .875rem; }
  th, td { text-align: left; padding: 6px 4px; border-bottom: 1px solid var(--border); }
  th { color: var(--muted); font-weight: 500; }
  tr.outcome--win td:last-child { color: var(--success); font-weight: 600; }
  @media (prefers-reduced-motion: reduce) { * { animation-duration: .01ms !important; animation-iteration-count: 1 !important; transition-duration: .01ms !important; } }
  `,
};
