import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path';

/** The three finder patterns: 7x7 squares in three corners, dark on their outer ring. */
function darkAt(d: string, x: number, y: number): boolean {
  return d.includes(`M${x} ${y}h`);
}

describe('qrPath', () => {
  it('draws a version 1 code (21 modules) plus the quiet zone for a short address', () => {
    const qr = qrPath('https://a.b', 2);
    expect(qr.size).toBe(25);
    expect(darkAt(qr.d, 2, 2)).toBe(true);
    expect(darkAt(qr.d, 2 + 20, 2)).toBe(true);
    expect(darkAt(qr.d, 2, 2 + 20)).toBe(true);
    expect(darkAt(qr.d, 2 + 20, 2 + 20)).toBe(false);
  });

  it('grows with the text and stays the same for the same text', () => {
    const long = qrPath(`https://m.example-brand.com/?icode=${'9'.repeat(60)}`);
    expect(long.size).toBeGreaterThan(25);
    expect(qrPath('https://a.b').d).toBe(qrPath('https://a.b').d);
  });
});
