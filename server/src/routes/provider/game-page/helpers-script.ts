import type { PagePart } from './page-parts';

/**
 * What every renderer uses: element builders that put text in as text nodes (never markup, so a
 * team or game name from the server cannot become html), a sleep that reduced motion shortens,
 * and the RENDERERS table. A renderer is `{ mount(stage, session), show(face, round), update?(session) }`:
 * mount draws the idle table, show animates to the round's face (what the server's seeded round
 * decided; the page never decides) and resolves once it has settled there.
 */
export const HELPERS: PagePart = {
  css: '',
  js: `
const SVG_NS = 'http://www.w3.org/2000/svg';
const $ = (id) => document.getElementById(id);
function fill(node, attrs, children) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value !== undefined && value !== null && value !== false) node.setAttribute(key, String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === 'object' ? child : document.createTextNode(String(child)));
  }
  return node;
}
const el = (tag, attrs, ...children) => fill(document.createElement(tag), attrs, children);
const svg = (tag, attrs, ...children) => fill(document.createElementNS(SVG_NS, tag), attrs, children);
const REDUCED_MOTION = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, REDUCED_MOTION ? Math.min(ms, 40) : ms));
const yuan = (n) => '¥' + Number(n).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const RENDERERS = {};
`,
};
