/** One page of a list, in the contract's page() shape. The page size is bounded by the contract. */
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

/** A page past the end is empty, not an error: the client asks for the next page until it is. */
export function paginate<T>(items: readonly T[], { pageNum, pageSize }: PageRequest): Page<T> {
  if (!Number.isInteger(pageNum) || pageNum < 1 || !Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`paginate: bad page ${pageNum}/${pageSize}`);
  }
  const start = (pageNum - 1) * pageSize;
  return { list: items.slice(start, start + pageSize), total: items.length, pageNum, pageSize };
}

export function mapPage<T, U>(page: Page<T>, f: (item: T) => U): Page<U> {
  return { ...page, list: page.list.map(f) };
}
