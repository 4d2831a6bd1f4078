import { describe, expect, it } from 'vitest';
import {
  createJournal,
  JOURNAL_ENTRY_CHARS_MAX,
  JOURNAL_KEY_CHARS_MAX,
  JOURNAL_TOTAL_CHARS_MAX,
  redactBounded,
  type JournalRecord,
} from './journal';

const entry = (over: Partial<JournalRecord> = {}): JournalRecord => ({
  at: 0, method: 'POST', path: '/p', encrypted: false, body: { text: '{}' }, reply: { text: '{"status_code":6000}' }, durationMs: 1, session: null, userId: null, ...over,
});

describe('journal bounds', () => {
  it('cuts a 250,000-character key, with a marker saying how long it was', () => {
    const { value } = redactBounded({ ['k'.repeat(250_000)]: 1, name: 'a' });
    const keys = Object.keys(value as object);
    expect(keys[0]!.length).toBeLessThan(JOURNAL_KEY_CHARS_MAX + 20);
    expect(keys[0]).toMatch(/…\(250000 chars\)$/);
    expect((value as Record<string, unknown>).name).toBe('a');
  });

  it('keeps at most the entry budget of a wide, deep body', () => {
    const wide = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, Object.fromEntries(Array.from({ length: 40 }, (_, j) => [`j${j}`, 'v'.repeat(400)]))]));
    const { value, chars } = redactBounded(wide);
    expect(chars).toBeLessThanOrEqual(JOURNAL_ENTRY_CHARS_MAX + 600);
    expect(JSON.stringify(value).length).toBeLessThan(3 * JOURNAL_ENTRY_CHARS_MAX);
    expect(JSON.stringify(value)).toContain('more keys');
  });

  it('keeps at most 50 keys of an object', () => {
    const { value } = redactBounded(Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i])));
    expect(Object.keys(value as object)).toHaveLength(51);
    expect((value as Record<string, unknown>)['…']).toBe('(450 more keys)');
  });

  it('drops the oldest entries once the total passes its bound, whatever the count allows', () => {
    const journal = createJournal(10_000);
    const body = { text: JSON.stringify('x'.repeat(JOURNAL_ENTRY_CHARS_MAX - 2)) };
    for (let i = 0; i < 1_000; i++) journal.record(entry({ at: i, body }));
    expect(journal.totalChars()).toBeLessThanOrEqual(JOURNAL_TOTAL_CHARS_MAX);
    const kept = journal.list();
    expect(kept.length).toBeLessThan(300);
    expect(kept[0]!.at).toBe(999);
    expect(kept.at(-1)!.at).toBe(1_000 - kept.length);
  });

  it('cuts a long path and session, and still drops by count', () => {
    const journal = createJournal(2);
    journal.record(entry({ path: `/${'p'.repeat(20_000)}`, session: 's'.repeat(20_000) }));
    expect(journal.list()[0]!.path.length).toBeLessThan(600);
    expect(journal.list()[0]!.session!.length).toBeLessThan(600);
    journal.record(entry({ at: 1 }));
    journal.record(entry({ at: 2 }));
    expect(journal.list().map((e) => e.at)).toEqual([2, 1]);
    journal.clear();
    expect(journal.list()).toEqual([]);
    expect(journal.totalChars()).toBe(0);
  });
});

describe('journal entries, opened when read', () => {
  it('answers a body and reply kept as text as the redacted values, with the reply\'s status code', () => {
    const journal = createJournal(5);
    journal.record(entry({ body: { text: JSON.stringify({ name: 'demo01', password: 'secret' }) }, reply: { text: JSON.stringify({ status_code: 6027, data: null, message: 'm' }) } }));
    const [read] = journal.list();
    expect(read).toMatchObject({ body: { name: 'demo01', password: '***' }, reply: { status_code: 6027, data: null, message: 'm' }, status_code: 6027 });
    expect(journal.list()[0]).toBe(read);
  });

  it('bounds a text over the entry budget when recorded, and counts what it keeps', () => {
    const journal = createJournal(5);
    const big = JSON.stringify({ list: Array.from({ length: 500 }, (_, i) => ({ i, text: 'y'.repeat(100) })) });
    journal.record(entry({ reply: { text: big } }));
    expect(journal.totalChars()).toBeLessThan(JOURNAL_ENTRY_CHARS_MAX * 1.2);
    const reply = journal.list()[0]!.reply as { list: unknown[] };
    expect(reply.list).toHaveLength(50);
  });

  it('counts a bounded text by the characters it keeps, and keeps about the budget of a list of numbers', () => {
    const journal = createJournal(5);
    // A price list: short values, each one character of the budget once, and several of JSON.
    const prices = JSON.stringify({ status_code: 6000, data: { list: Array.from({ length: 50 }, (_, i) => ({ gid: 1_796_006_357_937 + i, odds: Array.from({ length: 50 }, (_, j) => (i * j) / 7) })) } });
    journal.record(entry({ body: { text: '{}' }, reply: { text: prices } }));
    const kept = JSON.stringify(journal.list()[0]!.reply).length;
    expect(journal.totalChars()).toBeGreaterThanOrEqual(kept);
    expect(kept).toBeLessThan(JOURNAL_ENTRY_CHARS_MAX * 1.1);
  });

  it('reads a text over the entry budget back exactly as its bounded value, status code included', () => {
    const journal = createJournal(5);
    const big = JSON.stringify({
      status_code: 6000,
      data: { password: 'secret', list: Array.from({ length: 80 }, (_, i) => ({ i, odds: i / 7, name: `让球 主${'长'.repeat(600)}`, deep: { a: { b: { c: { d: { e: [i] } } } } } })) },
      message: '成功',
    });
    const notJson = `<html>${'x'.repeat(JOURNAL_ENTRY_CHARS_MAX)}`;
    journal.record(entry({ body: { text: notJson }, reply: { text: big } }));
    const [read] = journal.list();
    expect(read!.reply).toStrictEqual(redactBounded(JSON.parse(big)).value);
    expect(read!.body).toStrictEqual(redactBounded(notJson).value);
    expect(read!.status_code).toBe(6000);
    expect(JSON.stringify(read!.reply)).toContain('"password":"***"');
  });

  it('keeps a value that came as no text, and no reply as null', () => {
    const journal = createJournal(5);
    journal.record(entry({ body: { value: { password: 'p' } }, reply: null }));
    expect(journal.list()[0]).toMatchObject({ body: { password: '***' }, reply: null, status_code: null });
    journal.record(entry({ reply: { text: '<html>' } }));
    expect(journal.list()[0]).toMatchObject({ reply: '<html>', status_code: null });
  });
});
