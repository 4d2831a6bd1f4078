import { describe, expect, it } from 'vitest';
import { bodyCondition, scenarioWhen } from '@betsite/contracts/mock';
import { conditionHolds, whenMatches } from './scenario-match';

const holds = (c: unknown, body: unknown) => conditionHolds(bodyCondition.parse(c), body);

describe('a scenario\'s when', () => {
  it('compares a body field, a number and a numeric text alike', () => {
    const pay = { payTypeId: 4, amount: '1500.00', bank: { code: 'ICBC' } };
    expect(holds({ field: 'amount', op: 'gt', value: 1000 }, pay)).toBe(true);
    expect(holds({ field: 'amount', op: 'lte', value: 1000 }, pay)).toBe(false);
    expect(holds({ field: 'amount', op: 'eq', value: 1500 }, pay)).toBe(true);
    expect(holds({ field: 'payTypeId', op: 'in', value: [3, 4] }, pay)).toBe(true);
    expect(holds({ field: 'bank.code', op: 'eq', value: 'ICBC' }, pay)).toBe(true);
    expect(holds({ field: 'bank.code', op: 'ne', value: 'ICBC' }, pay)).toBe(false);
  });

  it('never matches a comparison on a field that is missing or not a number', () => {
    expect(holds({ field: 'amount', op: 'gt', value: 0 }, {})).toBe(false);
    expect(holds({ field: 'channelCode', op: 'lt', value: 5 }, { channelCode: 'AG' })).toBe(false);
    expect(holds({ field: 'a.b', op: 'eq', value: 1 }, { a: [{ b: 1 }] })).toBe(false);
    expect(holds({ field: 'constructor', op: 'ne', value: null }, {})).toBe(true);
    expect(holds({ field: 'amount', op: 'eq', value: '1e3' }, { amount: 1000 })).toBe(false);
  });

  it('asks for the user only when the rule names one, and needs every condition', () => {
    let asked = 0;
    const userIdOf = () => {
      asked++;
      return 10001;
    };
    const when = scenarioWhen.parse({ body: [{ field: 'channelCode', op: 'eq', value: 'AG' }] });
    expect(whenMatches(when, { channelCode: 'AG' }, userIdOf)).toBe(true);
    expect(asked).toBe(0);
    expect(whenMatches(scenarioWhen.parse({ userId: 10001 }), {}, userIdOf)).toBe(true);
    expect(whenMatches(scenarioWhen.parse({ userId: 10002 }), {}, userIdOf)).toBe(false);
    expect(whenMatches(scenarioWhen.parse({ userId: 10001, body: [{ field: 'x', op: 'eq', value: 1 }] }), { x: 2 }, userIdOf)).toBe(false);
    expect(whenMatches(undefined, {}, userIdOf)).toBe(true);
  });

  it('refuses a rule it could not apply: a bad path, a list for a comparison, an unknown key', () => {
    for (const bad of [
      { body: [{ field: 'a..b', op: 'eq', value: 1 }] },
      { body: [{ field: 'amount', op: 'gt', value: [1] }] },
      { body: [{ field: 'amount', op: 'gt', value: '1000' }] },
      { body: [{ field: 'amount', op: 'in', value: [] }] },
      { body: [] },
      { user: 'demo01' },
    ]) expect(scenarioWhen.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
