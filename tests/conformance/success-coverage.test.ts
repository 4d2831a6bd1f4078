import { describe, expect, it } from 'vitest';
import { NO_SUCCESS_TITLE, SUCCESS_TITLE } from '../contract/success/plan';
import type { CheckResult, CheckStatus } from './results';
import { coverageLine, successCoverage } from './success-coverage';

const check = (mode: string, title: string, route: string, status: CheckStatus, skipNote?: string): CheckResult => ({
  name: route,
  suites: [`contract suite, ${mode} mode`, title],
  file: 'tests/contract/contract.test.ts',
  tag: route.split('.')[0]!,
  route,
  status,
  durationMs: 1,
  exchanges: [],
  ...(skipNote ? { skipNote } : {}),
});

describe('the success coverage line of a run', () => {
  it('counts a route checked only when its success check passed in every mode, and groups the others by reason', () => {
    const checks = [
      check('plain', SUCCESS_TITLE, 'auth.login', 'passed'),
      check('encrypted', SUCCESS_TITLE, 'auth.login', 'passed'),
      check('plain', SUCCESS_TITLE, 'auth.register', 'skipped', 'its success needs the QA API'),
      check('encrypted', SUCCESS_TITLE, 'auth.register', 'skipped', 'its success needs the QA API'),
      check('plain', SUCCESS_TITLE, 'member.bindEmail', 'skipped', 'its success needs the QA API'),
      check('encrypted', SUCCESS_TITLE, 'member.bindEmail', 'skipped', 'its success needs the QA API'),
      check('plain', SUCCESS_TITLE, 'payment.pay', 'passed'),
      check('encrypted', SUCCESS_TITLE, 'payment.pay', 'failed'),
      check('plain', NO_SUCCESS_TITLE, 'letter.delete', 'passed'),
      check('encrypted', NO_SUCCESS_TITLE, 'letter.delete', 'passed'),
      // Not a success check: not counted.
      check('plain', 'a missing or wrong field answers 6007', 'site.preInfo', 'passed'),
    ];
    const coverage = successCoverage(checks)!;
    expect(coverage).toEqual({
      routes: 5,
      checked: 1,
      byMode: [{ mode: 'plain', checked: 2 }, { mode: 'encrypted', checked: 1 }],
      notChecked: [
        { reason: 'skipped: its success needs the QA API', routes: ['auth.register', 'member.bindEmail'] },
        { reason: 'its success check failed (encrypted mode)', routes: ['payment.pay'] },
        { reason: 'its success cannot be reached', routes: ['letter.delete'] },
      ],
    });
    expect(coverageLine(coverage)).toBe(
      'success replies checked for 1 of 5 routes (plain 2, encrypted 1); not checked: auth.register, member.bindEmail: skipped: its success needs the QA API; ' +
        'payment.pay: its success check failed (encrypted mode); letter.delete: its success cannot be reached',
    );
  });

  it('says nothing for a run without success checks', () => {
    expect(successCoverage([check('plain', 'the chat socket', 'site.preInfo', 'passed')])).toBeUndefined();
  });

  it('says every route was checked when none was missed', () => {
    expect(coverageLine(successCoverage([check('plain', SUCCESS_TITLE, 'site.preInfo', 'passed')])!)).toBe('success replies checked for 1 of 1 routes (plain 1)');
  });
});
