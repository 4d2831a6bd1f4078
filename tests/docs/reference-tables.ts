/**
 * Two reference tables of the docs held to the code they describe, so a call or a setting added
 * to the code and not to the docs (or the reverse) fails the docs check.
 */

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** `METHOD /path` of every operation of an OpenAPI document, its `{param}`s written `:param` as the docs write them. */
export function operationsOf(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => METHODS.includes(method))
      .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
}

/** The operations the reference does not name in code (`` `POST /__mock/reset` ``, a query or a space may follow the path). */
export function operationsMissing(reference: string, operations: readonly string[]): string[] {
  return operations.filter((operation) => !new RegExp(`\`${operation.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[\`? ]`).test(reference));
}

/** The variables client/vite.config.ts reads: `process.env.X` and the ports it reads by name. */
export function siteSettings(viteSource: string): string[] {
  const names = [...viteSource.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g), ...viteSource.matchAll(/portFrom\('([A-Z][A-Z0-9_]*)'/g)].map((m) => m[1]!);
  return [...new Set(names)];
}

/** The variables a Markdown section's table lists in its first column (`` | `PORT` | … ``). */
export function tableVariables(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start === -1) return [];
  const rest = markdown.slice(start + heading.length + 5);
  const section = rest.slice(0, rest.search(/\n## /) === -1 ? undefined : rest.search(/\n## /));
  return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1]!);
}
