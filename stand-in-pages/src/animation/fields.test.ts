// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FIELD_NAMES, fieldOf, fieldShapes, type FieldKind } from './fields';
import { KICK_OFF, newScore, scorersEnd, wanderSpot } from './ball';

describe('the fields', () => {
  it('draw each sport on its own field, the pitch for a sport without one', () => {
    expect(['FT', 'BK', 'TN', 'VB', 'TT', 'SK', 'BS', 'FS'].map((t) => fieldOf(t as never))).toEqual(['pitch', 'court', 'tennis', 'volley', 'table', 'snooker', 'diamond', 'pitch']);
  });

  it('put the ball last, over every field, in the SVG namespace', () => {
    for (const kind of Object.keys(FIELD_NAMES) as FieldKind[]) {
      const field = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      field.append(...(fieldShapes(kind) as Node[]));
      expect(field.children.length, kind).toBeGreaterThan(2);
      expect(field.lastElementChild?.id, kind).toBe('ball');
      expect([...field.querySelectorAll('*')].every((n) => n.namespaceURI === 'http://www.w3.org/2000/svg'), kind).toBe(true);
    }
  });
});

describe('the ball', () => {
  const event = (atMs: number, side: 'H' | 'C' = 'H') => ({ atMs, side, points: 1, periodCode: '2H', re_time: '', t_count: '', after: { h: 1, c: 0, unitH: 0, unitC: 0 } });

  it('goes to the scorer\'s end on a score newer than the last seen, never on the first read', () => {
    expect(newScore([event(5)], null)).toBeNull();
    expect(newScore([event(5)], 5)).toBeNull();
    expect(newScore([event(5), event(9, 'C')], 5)).toMatchObject({ atMs: 9, side: 'C' });
    expect(newScore([], 0)).toBeNull();
    expect([scorersEnd('H'), scorersEnd('C')]).toEqual([[372, 120], [28, 120]]);
  });

  it('wanders about the middle of the field while play goes on', () => {
    for (let step = 0; step < 6; step++) {
      const [x, y] = wanderSpot(step);
      expect(x).toBeGreaterThanOrEqual(120);
      expect(x).toBeLessThan(280);
      expect(y).toBeGreaterThanOrEqual(70);
      expect(y).toBeLessThan(170);
    }
    expect(KICK_OFF).toEqual([200, 120]);
  });
});
