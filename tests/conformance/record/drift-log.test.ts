import { describe, expect, it } from 'vitest';
import { createDriftLog, FIELDS_PER_ROUTE_MAX, GOT_SAMPLES_MAX, PASSED_THROUGH_MAX } from './drift-log';

const route = { key: 'site.preInfo', method: 'POST', path: '/p' };
const other = { key: 'auth.login', method: 'POST', path: '/l' };
const finding = (got: string, field = 'data.a') => ({ field, expected: 'boolean', got });

describe('createDriftLog', () => {
  it('counts a field once per reply, however many rows of that reply drift, and keeps distinct samples', () => {
    const log = createDriftLog();
    log.addReply(route, false, [finding('string "x"', 'data.list[].a'), finding('string "y"', 'data.list[].a')]);
    log.addReply(route, true, [finding('string "x"', 'data.list[].a')]);
    log.addReply(route, true, []);
    expect(log.summary().routes).toEqual([
      { ...route, replies: 3, drifting: 2, plain: 1, encrypted: 2, fieldsNotListed: 0, fields: [{ field: 'data.list[].a', expected: 'boolean', count: 2, got: ['string "x"', 'string "y"'] }] },
    ]);
  });

  it('keeps at most GOT_SAMPLES_MAX samples of a field', () => {
    const log = createDriftLog();
    for (let i = 0; i < GOT_SAMPLES_MAX + 5; i++) log.addReply(route, false, [finding(`number ${i}`)]);
    const [entry] = log.summary().routes[0]?.fields ?? [];
    expect(entry?.count).toBe(GOT_SAMPLES_MAX + 5);
    expect(entry?.got).toHaveLength(GOT_SAMPLES_MAX);
  });

  it('lists at most FIELDS_PER_ROUTE_MAX fields of a route and counts the rest', () => {
    const log = createDriftLog();
    log.addReply(route, false, Array.from({ length: FIELDS_PER_ROUTE_MAX + 2 }, (_, i) => finding('missing', `data.f${i}`)));
    const [summary] = log.summary().routes;
    expect(summary?.fields).toHaveLength(FIELDS_PER_ROUTE_MAX);
    expect(summary?.fieldsNotListed).toBe(2);
  });

  it('puts drifting routes first, most drifting replies first, clean ones after by key', () => {
    const log = createDriftLog();
    log.addReply({ key: 'z.clean', method: 'POST', path: '/z' }, false, []);
    log.addReply(other, false, [finding('x')]);
    log.addReply(route, false, [finding('x')]);
    log.addReply(route, false, [finding('x')]);
    expect(log.summary().routes.map((r) => r.key)).toEqual(['site.preInfo', 'auth.login', 'z.clean']);
  });

  it('counts paths outside the contract, listing at most PASSED_THROUGH_MAX of them', () => {
    const log = createDriftLog();
    log.addNotInContract('GET', '/__mock/clock');
    log.addNotInContract('GET', '/__mock/clock');
    for (let i = 0; i < PASSED_THROUGH_MAX + 3; i++) log.addNotInContract('GET', `/static/${i}`);
    const summary = log.summary();
    expect(summary.notInContract[0]).toEqual({ method: 'GET', path: '/__mock/clock', count: 2 });
    expect(summary.notInContract).toHaveLength(PASSED_THROUGH_MAX);
    expect(summary.notInContractOther).toBe(4);
  });

  it('counts unreadable calls by reason', () => {
    const log = createDriftLog();
    log.addUnreadable('a');
    log.addUnreadable('a');
    log.addUnreadable('b');
    expect(log.summary().unreadable).toEqual({ a: 2, b: 1 });
  });

  it('hands out a snapshot that later replies do not change', () => {
    const log = createDriftLog();
    log.addReply(route, false, [finding('x')]);
    const before = log.summary();
    log.addReply(route, false, [finding('y')]);
    expect(before.routes[0]?.fields[0]).toMatchObject({ count: 1, got: ['x'] });
  });
});
