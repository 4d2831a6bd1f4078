import { describe, expect, it } from 'vitest';
import { captchasIn, filterJournal, NO_FILTER, sessionsIn, type JournalEntry } from './journal-filter';

const entry = (over: Partial<JournalEntry>): JournalEntry => ({
  id: 1, at: 0, method: 'POST', path: '/site/api/v1/user/login', encrypted: false, body: {}, reply: null,
  status_code: 6000, durationMs: 1, session: null, userId: null, ...over,
});

const entries = [
  entry({ id: 3, path: '/site/api/v1/user/login', status_code: 6026, session: 'qa-1' }),
  entry({ id: 2, path: '/site/api/v1/configuration/preInfo', status_code: 6000, session: null }),
  entry({ id: 1, path: '/site/api/v1/user/login', status_code: 6002, session: 'qa-2' }),
];
const ids = (list: JournalEntry[]) => list.map((e) => e.id);

describe('the journal filter', () => {
  it('keeps everything, newest first, without a filter', () => {
    expect(ids(filterJournal(entries, NO_FILTER))).toEqual([3, 2, 1]);
  });

  it('keeps paths containing the text, any case', () => {
    expect(ids(filterJournal(entries, { ...NO_FILTER, path: 'LOGIN' }))).toEqual([3, 1]);
  });

  it('keeps one status code exactly', () => {
    expect(ids(filterJournal(entries, { ...NO_FILTER, statusCode: '6026' }))).toEqual([3]);
    expect(ids(filterJournal(entries, { ...NO_FILTER, statusCode: '602' }))).toEqual([]);
  });

  it('keeps one session exactly, and combines filters', () => {
    expect(ids(filterJournal(entries, { ...NO_FILTER, session: 'qa-2' }))).toEqual([1]);
    expect(ids(filterJournal(entries, { path: 'login', statusCode: '6026', session: 'qa-2' }))).toEqual([]);
  });

  it('lists the sessions seen, each once', () => {
    expect(sessionsIn(entries)).toEqual(['qa-1', 'qa-2']);
  });
});

describe('captchas seen in the journal', () => {
  it('finds graphic x-codes and slider lot_numbers in replies, newest first, each once', () => {
    const journal = [
      entry({ id: 3, at: 30, reply: { status_code: 6022, data: { kaptchcate: 1, challenge: { lot_number: 'lot-9' } } } }),
      entry({ id: 2, at: 20, reply: { status_code: 6000, data: { image: 'data:…', 'x-code': 'xc-2' } } }),
      entry({ id: 1, at: 10, reply: { status_code: 6000, data: { image: 'data:…', 'x-code': 'xc-2' } } }),
    ];
    expect(captchasIn(journal, 10)).toEqual([
      { codeId: 'lot-9', kind: 'slider', at: 30 },
      { codeId: 'xc-2', kind: 'graphic', at: 20 },
    ]);
  });

  it('keeps at most the number asked for', () => {
    const journal = [1, 2, 3].map((n) => entry({ id: n, reply: { data: { 'x-code': `xc-${n}` } } }));
    expect(captchasIn(journal, 2).map((c) => c.codeId)).toEqual(['xc-1', 'xc-2']);
  });
});
