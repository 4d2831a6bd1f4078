import { describe, expect, it } from 'vitest';
import { mapPage, paginate } from './paging';

describe('paginate', () => {
  const items = [1, 2, 3, 4, 5];

  it('answers one page with the total', () => {
    expect(paginate(items, { pageNum: 2, pageSize: 2 })).toEqual({ list: [3, 4], total: 5, pageNum: 2, pageSize: 2 });
  });

  it('answers an empty list past the end', () => {
    expect(paginate(items, { pageNum: 9, pageSize: 2 }).list).toEqual([]);
  });

  it('throws on a page the contract could never let through', () => {
    expect(() => paginate(items, { pageNum: 0, pageSize: 2 })).toThrow(RangeError);
  });

  it('maps the items and keeps the paging', () => {
    expect(mapPage(paginate(items, { pageNum: 1, pageSize: 2 }), String)).toEqual({ list: ['1', '2'], total: 5, pageNum: 1, pageSize: 2 });
  });
});
