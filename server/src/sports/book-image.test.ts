import { describe, expect, it } from 'vitest';
import { type Ticket, bookFromImage, bookImage, createBook, trackFinished } from './book';

/** A finished ticket as far as the book's index of finished tickets reads one. */
const ticket = (id: string, userId: number, seq: number) => ({ id, userId, seq, state: 'settled', result: 'L', legs: [] }) as unknown as Ticket;

describe('the book in a saved world', () => {
  it('keeps the tickets and remakes the index of finished tickets, oldest placed first, from a copy', () => {
    const book = createBook();
    for (const t of [ticket('c', 7, 3), ticket('a', 7, 1), ticket('b', 8, 2)]) {
      book.byId.set(t.id, t);
      trackFinished(book, t);
    }
    const image = bookImage(book);
    expect('finishedByUser' in image).toBe(false);
    const loaded = bookFromImage(structuredClone(image));
    expect([...loaded.finishedQueued].sort()).toEqual(['a', 'b', 'c']);
    expect(loaded.finishedByUser.get(7)?.peek()?.id).toBe('a');
    expect(loaded.finishedByUser.get(7)?.size).toBe(2);
    // The index holds the loaded tickets themselves, not other copies of them.
    expect(loaded.finishedByUser.get(8)?.peek()).toBe(loaded.byId.get('b'));
  });

  it('leaves out of the index a queued ticket the book no longer holds', () => {
    const book = createBook();
    const kept = ticket('kept', 7, 2);
    book.byId.set(kept.id, kept);
    trackFinished(book, kept);
    trackFinished(book, ticket('gone', 7, 1));
    const loaded = bookFromImage(structuredClone(bookImage(book)));
    expect([...loaded.finishedQueued]).toEqual(['kept']);
    expect(loaded.finishedByUser.get(7)?.size).toBe(1);
  });
});
