import type { ReactNode } from 'react';

interface AsyncContentProps<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  /** What an empty answer looks like, when the data can be empty. */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  /** Shown while loading instead of the 加载中 line: a placeholder of the final size avoids a layout shift. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

/** The three states every server-backed block has, written once: loading, failed, empty. */
export function AsyncContent<T>({ data, error, isLoading, isEmpty, emptyText = '暂无数据', loading, children }: AsyncContentProps<T>) {
  if (data !== undefined) {
    if (isEmpty?.(data)) return <p className="empty-state">{emptyText}</p>;
    return <>{children(data)}</>;
  }
  if (isLoading) {
    return loading === undefined ? (
      <p className="loading-state" role="status">
        加载中…
      </p>
    ) : (
      <div role="status" aria-label="加载中">
        {loading}
      </div>
    );
  }
  if (error) return <p className="error-state" role="alert">加载失败，请稍后重试</p>;
  return null;
}
