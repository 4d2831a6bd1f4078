// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { documentLinks } from './nav';

const list = { documents: [{ title: 'Product API (OpenAPI)', url: '/docs/openapi.json' }, { title: 'QA API /__mock (OpenAPI)', url: '/docs/openapi-qa.json' }], asyncapi: null };

describe('the reference\'s nav', () => {
  it('links each document, a dot between them, and the AsyncAPI one once it exists', () => {
    const nav = document.createElement('nav');
    nav.append('Documents: ', ...documentLinks(list));
    expect(nav.innerHTML).toBe('Documents: <a href="/docs/openapi.json">Product API (OpenAPI)</a> · <a href="/docs/openapi-qa.json">QA API /__mock (OpenAPI)</a>');
    const withAsync = documentLinks({ ...list, asyncapi: { title: 'chat socket (AsyncAPI 3, JSON)', url: '/docs/asyncapi.json' } });
    expect(withAsync.map((n) => (typeof n === 'string' ? n : n.textContent))).toEqual(['Product API (OpenAPI)', ' · ', 'QA API /__mock (OpenAPI)', ' · ', 'chat socket (AsyncAPI 3, JSON)']);
  });
});
