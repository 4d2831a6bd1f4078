/** Previous/next paging for the list screens; pages are 1-based like the contract's pageNum. */
export function Pager({ pageNum, pageSize, total, onChange }: { pageNum: number; pageSize: number; total: number; onChange: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label="分页">
      <button type="button" className="button button--secondary" disabled={pageNum <= 1} onClick={() => onChange(pageNum - 1)}>
        上一页
      </button>
      <span>
        第 {pageNum} / {pages} 页
      </span>
      <button type="button" className="button button--secondary" disabled={pageNum >= pages} onClick={() => onChange(pageNum + 1)}>
        下一页
      </button>
    </nav>
  );
}
