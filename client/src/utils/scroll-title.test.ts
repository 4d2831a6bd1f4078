import { describe, expect, it } from 'vitest';
import { nextTitleFrame, titleScrolls } from './scroll-title';

describe('scrolling title', () => {
  it('scrolls only titles longer than 15 characters', () => {
    expect(titleScrolls('金冠体育')).toBe(false);
    expect(titleScrolls('一二三四五六七八九十一二三四五')).toBe(false);
    expect(titleScrolls('一二三四五六七八九十一二三四五六')).toBe(true);
  });

  it('moves the first character to the end each step', () => {
    expect(nextTitleFrame('金冠体育')).toBe('冠体育金');
    expect(nextTitleFrame('')).toBe('');
  });
});
