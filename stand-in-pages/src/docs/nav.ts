import type { ApiReferenceDocuments } from '@betsite/contracts/api-reference';
import { el } from '../shared/dom';

/** The nav's links: each document, then the AsyncAPI one when there is one, a dot between them. */
export function documentLinks(list: ApiReferenceDocuments): (HTMLAnchorElement | string)[] {
  const all = list.asyncapi ? [...list.documents, list.asyncapi] : list.documents;
  return all.flatMap((d, i) => {
    const link = el('a', { href: d.url }, d.title);
    return i === 0 ? [link] : [' · ', link];
  });
}
