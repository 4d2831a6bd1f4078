import { posix } from 'node:path';
import { isExternal, type DocLink } from './markdown';

/** The repository as the link check sees it: which paths exist and the heading anchors of each Markdown file. */
export interface LinkTargets {
  exists(path: string): boolean;
  /** The anchors of a Markdown file of the repository, undefined for any other file. */
  anchorsOf(path: string): ReadonlySet<string> | undefined;
}

/**
 * The problems of one file's links, as `line: url: problem`. A relative link must name a file or
 * folder of the repository (from the linking file's folder, or from the root when it starts with
 * `/`, as GitHub reads it); an `#anchor` into a Markdown file must be one of its headings' anchors.
 * Links out of the repository (https:, mailto:) are not followed: the check runs offline.
 */
export function linkProblems(file: string, links: readonly DocLink[], targets: LinkTargets): string[] {
  const problems: string[] = [];
  for (const { line, url } of links) {
    if (isExternal(url)) continue;
    const hash = url.indexOf('#');
    const pathPart = decodeURIComponent(hash === -1 ? url : url.slice(0, hash));
    const anchor = hash === -1 ? undefined : decodeURIComponent(url.slice(hash + 1));
    const target = pathPart === '' ? file : posix.normalize(pathPart.startsWith('/') ? pathPart.slice(1) : posix.join(posix.dirname(file), pathPart)).replace(/\/$/, '');
    if (target.startsWith('..')) {
      problems.push(`${line}: ${url}: leads out of the repository`);
    } else if (!targets.exists(target)) {
      problems.push(`${line}: ${url}: no such file or folder (${target})`);
    } else if (anchor !== undefined && anchor !== '') {
      const anchors = targets.anchorsOf(target);
      if (anchors !== undefined && !anchors.has(anchor)) problems.push(`${line}: ${url}: ${target} has no heading with the anchor #${anchor}`);
    }
  }
  return problems;
}
