/**
 * Element builders that put every text in as a text node, never as markup, so a team, game or
 * venue name from the server cannot become html. `null`, `undefined` and `false` leave out an
 * attribute or a child; a child array is spread one level (a list of rows, a list of shapes).
 */
export type Child = Node | string | number | null | undefined | false;
export type Children = readonly (Child | readonly Child[])[];
export type Attrs = Readonly<Record<string, string | number | boolean | null | undefined>>;

const SVG_NS = 'http://www.w3.org/2000/svg';

function fill<E extends Element>(node: E, attrs: Attrs, children: Children): E {
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== undefined && value !== null && value !== false) node.setAttribute(key, String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === 'object' ? child : document.createTextNode(String(child)));
  }
  return node;
}

export const el = <K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Children): HTMLElementTagNameMap[K] =>
  fill(document.createElement(tag), attrs, children);

export const svg = <K extends keyof SVGElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Children): SVGElementTagNameMap[K] =>
  fill(document.createElementNS(SVG_NS, tag), attrs, children);

/** An element of the page's own html by id: its absence is a mistake in the page, not a state. */
export function byId<E extends HTMLElement = HTMLElement>(id: string): E {
  const found = document.getElementById(id);
  if (!found) throw new Error(`the page has no #${id}`);
  return found as E;
}
