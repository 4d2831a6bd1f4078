import type { ReactNode } from 'react';

interface AsyncContentProps<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  /** What an empty answer looks like, when the data can be empty. */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}

/** The three states every server-backed block has, written once: loading, failed, empty. */
export function AsyncContent<T>({ data, error, isLoading, isEmpty, emptyText = '暂无数据', children }: AsyncContentProps<T>) {
  if (data !== undefined) {
    if (isEmpty?.(data)) return <p className="empty-state">{emptyText}</p>;
    return <>{children(data)}</>;
  }
  if (isLoading) return <p className="loading-state" role="status">加载中…</p>;
  if (error) return <p className="error-state" role="alert">加载失败，请稍后重试</p>;
  return null;
}
