/**
 * The deepest nesting a body may have (the outer object is depth 1). No contract body goes past 4;
 * a body nested thousands deep (a few KB) would overflow every recursive walk after the parser.
 */
export const JSON_DEPTH_MAX = 32;

/**
 * Whether JSON text nests deeper than `max`. One pass over the text, counting brackets outside
 * strings, so it runs before any recursive parser or walker sees the body.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character, a quote included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
