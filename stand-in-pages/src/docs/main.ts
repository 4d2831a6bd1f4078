import type { ApiReferenceDocuments } from '@betsite/contracts/api-reference';
import { DOCS_DOCUMENTS_PATH, DOCS_PATH } from '@betsite/contracts/constants';
import { byId } from '../shared/dom';
import { documentLinks } from './nav';
import './page.css';

/**
 * The API reference for people (GET /docs): Scalar's reference page over the documents the server
 * lists (GET /docs/documents.json), with a nav of their addresses. Scalar's standalone bundle is
 * served by the server from node_modules (/docs/scalar.js), so the page needs nothing from the
 * internet; it is loaded as the classic script it is, and defines window.Scalar.
 */
declare global {
  interface Window {
    Scalar?: { createApiReference(selector: string, config: { sources: { title: string; url: string }[]; withDefaultFonts: boolean }): unknown };
  }
}

function loadScalar(): Promise<NonNullable<Window['Scalar']>> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${DOCS_PATH}/scalar.js`;
    script.addEventListener('load', () => (window.Scalar ? resolve(window.Scalar) : reject(new Error('scalar.js defined no Scalar'))));
    script.addEventListener('error', () => reject(new Error(`${script.src} did not load`)));
    document.body.append(script);
  });
}

async function main() {
  const [scalar, list] = await Promise.all([loadScalar(), fetch(DOCS_DOCUMENTS_PATH).then((r) => r.json() as Promise<ApiReferenceDocuments>)]);
  byId('documents').append(...documentLinks(list));
  scalar.createApiReference('#app', { sources: list.documents, withDefaultFonts: false });
}

void main();
