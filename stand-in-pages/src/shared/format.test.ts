import { describe, expect, it } from 'vitest';
import { minutesSeconds, yuan } from './format';

describe('the pages\' formats', () => {
  it('show yuan with the sign, thousands and two decimals', () => {
    expect([yuan(0), yuan(1234.5), yuan(1_000_000)]).toEqual(['¥0.00', '¥1,234.50', '¥1,000,000.00']);
  });

  it('show whole seconds as mm:ss', () => {
    expect([minutesSeconds(0), minutesSeconds(59), minutesSeconds(905), minutesSeconds(3600)]).toEqual(['00:00', '00:59', '15:05', '60:00']);
  });
});
