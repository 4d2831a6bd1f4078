/** A type or subtype name: an HTTP token (RFC 9110), as Fastify's content-type reader takes it. */
const TOKEN = /^[\w!#$%&'*+.^`|~-]+$/;

/**
 * The media type of a Content-Type header (`type/subtype`, lower case), or null when the header
 * is none Fastify would read (lib/content-type.js): the parameters after `;` dropped, spaces
 * allowed only before the type and after the subtype. The fetch transport picks its body parser
 * by it, as Fastify does, so the same header is read or refused alike on both transports.
 */
export function mediaTypeOf(header: string): string | null {
  const semicolon = header.indexOf(';');
  const essence = (semicolon < 0 ? header : header.slice(0, semicolon)).toLowerCase();
  const slash = essence.indexOf('/');
  if (slash < 0) return null;
  const type = essence.slice(0, slash).trimStart();
  const subtype = essence.slice(slash + 1).trimEnd();
  return TOKEN.test(type) && TOKEN.test(subtype) ? `${type}/${subtype}` : null;
}
