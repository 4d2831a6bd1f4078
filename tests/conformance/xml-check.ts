/**
 * A small, strict XML reader for the tests of the JUnit writer: it throws on anything that is not
 * well-formed (unclosed or crossed tags, a bare `&` or `<`, duplicate attributes, two roots,
 * characters XML 1.0 forbids) and gives back the tree with entities decoded. No DTDs, no CDATA:
 * the writer emits neither.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = '[A-Za-z_][\\w.:-]*';
const TOKEN = new RegExp(
  `<\\?xml[^?]*\\?>|<!--(?:(?!--)[\\s\\S])*-->|<\\/(${NAME})\\s*>|<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(\\/?)>|[^<]+`,
  'y',
);
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, 'g');
const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([0-9a-fA-F]+));/g;
const FORBIDDEN_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

function decode(raw: string, at: number): string {
  if (FORBIDDEN_CHAR.test(raw)) throw new Error(`character not allowed in XML near offset ${at}`);
  if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(raw)) throw new Error(`bare & near offset ${at}`);
  if (raw.includes(']]>')) throw new Error(`]]> in text near offset ${at}`);
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return raw.replace(ENTITY, (_m, name?: string, dec?: string, hex?: string) =>
    name ? named[name]! : String.fromCodePoint(dec ? Number(dec) : parseInt(hex!, 16)),
  );
}

export function parseXml(xml: string): XmlElement {
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < xml.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(xml);
    if (!match) throw new Error(`not well-formed at offset ${at}: ${JSON.stringify(xml.slice(at, at + 40))}`);
    const [token, closing, opening, rawAttributes, selfClosing] = match;
    if (token.startsWith('<?') || token.startsWith('<!--')) continue;
    if (closing) {
      const open = stack.pop();
      if (open?.name !== closing) throw new Error(`</${closing}> closes <${open?.name ?? 'nothing'}> at offset ${at}`);
      continue;
    }
    if (opening) {
      const attributes: Record<string, string> = {};
      for (const [, name, double, single] of (rawAttributes ?? '').matchAll(ATTRIBUTE)) {
        if (name! in attributes) throw new Error(`duplicate attribute ${name} at offset ${at}`);
        attributes[name!] = decode(double ?? single ?? '', at);
      }
      const element: XmlElement = { name: opening, attributes, children: [], text: '' };
      const parent = stack.at(-1);
      if (parent) parent.children.push(element);
      else if (root) throw new Error(`a second root <${opening}> at offset ${at}`);
      else root = element;
      if (!selfClosing) stack.push(element);
      continue;
    }
    const parent = stack.at(-1);
    if (!parent) {
      if (token.trim()) throw new Error(`text outside the root at offset ${at}`);
      continue;
    }
    parent.text += decode(token, at);
  }
  if (stack.length) throw new Error(`<${stack.at(-1)!.name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}
