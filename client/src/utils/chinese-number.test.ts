import { describe, expect, it } from 'vitest';
import { capitalsOfTypedAmount, CHINESE_CAPITAL_MAX_EXCLUSIVE, toChineseCapitalAmount, toChineseCapitalInteger } from './chinese-number';

describe('toChineseCapitalInteger', () => {
  it.each([
    [0, '零'],
    [7, '柒'],
    [10, '壹拾'],
    [105, '壹佰零伍'],
    [1005, '壹仟零伍'],
    [1050, '壹仟零伍拾'],
    [10_000, '壹万'],
    [10_010, '壹万零壹拾'],
    [100_010, '壹拾万零壹拾'],
    [12_345_678, '壹仟贰佰叁拾肆万伍仟陆佰柒拾捌'],
    [100_000_000, '壹亿'],
    [100_000_001, '壹亿零壹'],
    [102_000_000, '壹亿零贰佰万'],
    [120_000_000, '壹亿贰仟万'],
    [999_999_999_999, '玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖'],
  ])('writes %d as %s', (value, expected) => {
    expect(toChineseCapitalInteger(value)).toBe(expected);
  });

  it('refuses values beyond the 亿 unit, negatives and fractions', () => {
    expect(() => toChineseCapitalInteger(CHINESE_CAPITAL_MAX_EXCLUSIVE)).toThrow(RangeError);
    expect(() => toChineseCapitalInteger(-1)).toThrow(RangeError);
    expect(() => toChineseCapitalInteger(1.5)).toThrow(RangeError);
  });
});

describe('toChineseCapitalAmount', () => {
  it.each([
    [0, '零元整'],
    [100, '壹佰元整'],
    [1234.56, '壹仟贰佰叁拾肆元伍角陆分'],
    [100.05, '壹佰元零伍分'],
    [0.5, '伍角'],
    [0.07, '柒分'],
    [0.1 + 0.2, '叁角'],
    [-12.3, '负壹拾贰元叁角'],
    [150_000_000, '壹亿伍仟万元整'],
  ])('writes %d as %s', (value, expected) => {
    expect(toChineseCapitalAmount(value)).toBe(expected);
  });
});

describe('capitalsOfTypedAmount', () => {
  it('writes a typed amount in capitals, and nothing while the text is not an amount yet', () => {
    expect(capitalsOfTypedAmount(' 1000 ')).toBe('壹仟元整');
    expect(capitalsOfTypedAmount('100.5')).toBe('壹佰元伍角');
    expect(capitalsOfTypedAmount('12345678.9')).toBe('壹仟贰佰叁拾肆万伍仟陆佰柒拾捌元玖角');
    for (const text of ['', '0', '1.', '1.234', '-5', 'abc', '1e3', String(CHINESE_CAPITAL_MAX_EXCLUSIVE)]) expect(capitalsOfTypedAmount(text)).toBeNull();
  });
});
