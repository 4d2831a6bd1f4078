import { describe, expect, it } from 'vitest';
import { releaseBytes } from './bytes';

describe('releaseBytes', () => {
  it('empties bytes that own their whole buffer', () => {
    const bytes = new Uint8Array(1024).fill(7);
    releaseBytes(bytes);
    expect(bytes.byteLength).toBe(0);
    expect(bytes.buffer.byteLength).toBe(0);
  });

  it('leaves a view into a larger buffer alone, and every other view of it', () => {
    const buffer = new ArrayBuffer(64);
    const view = new Uint8Array(buffer, 8, 16).fill(1);
    const other = new Uint8Array(buffer, 32, 8).fill(2);
    releaseBytes(view);
    expect([...view]).toEqual(Array(16).fill(1));
    expect([...other]).toEqual(Array(8).fill(2));
  });
});
