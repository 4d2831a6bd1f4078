import { z } from 'zod';
import { DOCS_DOCUMENTS_PATH, DOCS_PATH } from './constants';

export { DOCS_DOCUMENTS_PATH, DOCS_PATH };

/**
 * The API reference for people (GET /docs, a dev stack's page: registered with the QA API) and
 * the list of documents its page shows (GET /docs/documents.json): outside the product contract,
 * no envelope, never encrypted; with MOCK_API_TOKEN set, both need the token as the QA API does.
 */
const document = z.object({ title: z.string(), url: z.string() });

export const apiReferenceDocuments = z.object({
  /** The OpenAPI documents the reference renders (the product API, the QA API), each with its address. */
  documents: z.array(document),
  /** The chat socket's AsyncAPI document, once it has been generated (npm run asyncapi); null before. */
  asyncapi: document.nullable(),
});
export type ApiReferenceDocuments = z.infer<typeof apiReferenceDocuments>;
