/**
 * One byte range of an HTTP Range header (RFC 9110 section 14) over a body of `size` bytes: the
 * inclusive [start, end] to send with 206, 'unsatisfiable' for 416, or null to send the whole body
 * (no header, a unit other than bytes, several ranges or a malformed one: a server may ignore
 * those and answer 200).
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const m = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    // bytes=-N: the last N bytes.
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}
