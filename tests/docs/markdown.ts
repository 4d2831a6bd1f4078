import GithubSlugger from 'github-slugger';
import type { Code, Heading, Link, Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

/**
 * What the docs check reads in a Markdown file, parsed by mdast (CommonMark with GitHub's tables
 * and autolinks) rather than by patterns of ours, so a fence or a link counts exactly when GitHub
 * would render it as one.
 */

/** How a doc marks a shell block: run against a started server, or checked where it cannot run. */
export type BlockKind = 'runnable' | 'check';

export interface ShellBlock {
  kind: BlockKind;
  /** The line of the opening fence, 1-based, for messages. */
  line: number;
  text: string;
}

export interface DocLink {
  line: number;
  url: string;
}

export interface MarkdownFacts {
  blocks: ShellBlock[];
  /** Lines of shell blocks marked neither way: a command the check would not see. */
  unmarked: number[];
  links: DocLink[];
  /** The anchors GitHub gives the headings, in order (`## Swap a side` → `swap-a-side`). */
  anchors: Set<string>;
}

/** Info strings that say a fence holds shell commands. */
const SHELL_LANGUAGES = new Set(['sh', 'bash', 'shell', 'zsh', 'console']);

/** A fence whose info string is `sh runnable` or `sh check`; undefined for any other fence. */
export function blockKindOf(code: Pick<Code, 'lang' | 'meta'>): BlockKind | undefined {
  if (code.lang !== 'sh') return undefined;
  const meta = code.meta?.trim();
  return meta === 'runnable' || meta === 'check' ? meta : undefined;
}

/** A shell fence not marked `sh runnable` or `sh check` (`sh`, `bash`, `sh run`...). */
function isUnmarkedShell(code: Pick<Code, 'lang' | 'meta'>): boolean {
  return code.lang != null && SHELL_LANGUAGES.has(code.lang) && blockKindOf(code) === undefined;
}

/** The text a heading shows, which is what GitHub slugs (inline code and link texts included). */
function shownText(node: Nodes): string {
  if ('value' in node && (node.type === 'text' || node.type === 'inlineCode')) return node.value;
  if ('children' in node) return node.children.map((child) => shownText(child)).join('');
  return '';
}

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node);
  if ('children' in node) for (const child of node.children) walk(child, visit);
}

export function markdownFacts(source: string): MarkdownFacts {
  const tree: Root = fromMarkdown(source, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const slugger = new GithubSlugger();
  const facts: MarkdownFacts = { blocks: [], unmarked: [], links: [], anchors: new Set() };
  walk(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'code') {
      const kind = blockKindOf(node);
      if (kind !== undefined) facts.blocks.push({ kind, line, text: node.value });
      else if (isUnmarkedShell(node)) facts.unmarked.push(line);
    } else if (node.type === 'link') {
      facts.links.push({ line, url: (node satisfies Link).url });
    } else if (node.type === 'definition') {
      facts.links.push({ line, url: node.url });
    } else if (node.type === 'heading') {
      facts.anchors.add(slugger.slug(shownText(node satisfies Heading)));
    }
  });
  return facts;
}

/** A link that leaves the repository (a scheme such as https: or mailto:, or a protocol-relative //). */
export function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}
