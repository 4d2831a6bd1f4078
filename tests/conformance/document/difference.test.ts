import { describe, expect, it } from 'vitest';
import { describeValue, fieldOf, GOT_CHARS_MAX, placeOf } from './difference';

describe('fieldOf, placeOf and describeValue', () => {
  it('writes paths with dots, and positions as [] (a finding) or [n] (a place in the reply)', () => {
    expect(fieldOf(['data', 'list', 3, 'amount'])).toBe('data.list[].amount');
    expect(placeOf(['data', 'list', 3, 'amount'])).toBe('data.list[3].amount');
    expect(fieldOf([])).toBe('(reply)');
  });

  it('redacts any value under a secret name but a boolean, named by the nearest field of a list row', () => {
    expect(describeValue({ t: 1 }, 'tokens')).toBe('object (redacted)');
    expect(describeValue(true, 'hasPayPassword')).toBe('boolean true');
  });

  it('truncates long values', () => {
    const got = describeValue('x'.repeat(500), 'name');
    expect(got.length).toBeLessThanOrEqual('string '.length + GOT_CHARS_MAX);
    expect(got.endsWith('…')).toBe(true);
  });
});
