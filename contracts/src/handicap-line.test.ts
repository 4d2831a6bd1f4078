import { describe, expect, it } from 'vitest';
import { formatLine, LINE_QUARTERS_MAX, lineResult, parseLine } from './handicap-line';

describe('lines in quarters', () => {
  it.each([
    ['0', 0], ['0/0.5', 1], ['0.5', 2], ['0.5/1', 3], ['1', 4], ['1/1.5', 5], ['2.5/3', 11], ['+0/0.5', -1], ['+1.5', -6], ['210.5', 842],
  ] as const)('reads %s as %d quarters and writes it back', (text, quarters) => {
    expect(parseLine(text)).toBe(quarters);
    expect(formatLine(quarters)).toBe(text);
  });

  it.each(['', '-0.5', '0.25', '0/1', '1/0.5', '0.5/0.5', '+0', '01', '1.', 'a', '0/0.5/1', '401'])('refuses %j', (text) => {
    expect(parseLine(text)).toBeNull();
  });

  it('round-trips every line', () => {
    for (let q = -LINE_QUARTERS_MAX; q <= LINE_QUARTERS_MAX; q++) expect(parseLine(formatLine(q))).toBe(q);
  });
});

describe('grading a line', () => {
  it.each([
    // handicap: the side gives 0.5/1 (3 quarters)
    [2, 3, 'W'], [1, 3, 'LW'], [0, 3, 'L'],
    // receives 0/0.5 (-1): a draw wins half
    [0, -1, 'LW'], [-1, -1, 'L'],
    // gives 0/0.5: a draw loses half
    [0, 1, 'LL'], [1, 1, 'W'],
    // gives 1/1.5: winning by one loses half
    [1, 5, 'LL'], [2, 5, 'W'],
    // whole lines push
    [1, 4, 'P'], [2, 4, 'W'], [0, 4, 'L'], [0, 0, 'P'],
    // half lines never push
    [1, 2, 'W'], [0, 2, 'L'],
  ] as const)('margin %d against %d quarters is %s', (margin, quarters, result) => {
    expect(lineResult(margin, quarters)).toBe(result);
  });

  it('grades totals: over 2.5/3 on 3 goals is LW, under on 3 goals is LL', () => {
    expect(lineResult(3, 11)).toBe('LW');
    expect(lineResult(-3, -11)).toBe('LL');
    expect(lineResult(2, 11)).toBe('L');
    expect(lineResult(-2, -11)).toBe('W');
  });
});
