/**
 * How many menu items show in the bar before the rest go under 更多: as many as fit in `availablePx`,
 * keeping room for the 更多 button whenever at least one item is left over. Widths are measured
 * in the page (they change with the root font size and the brand's names).
 */
export function visibleCount(itemWidthsPx: readonly number[], availablePx: number, moreWidthPx: number): number {
  const total = itemWidthsPx.reduce((sum, width) => sum + width, 0);
  if (total <= availablePx) return itemWidthsPx.length;
  let used = moreWidthPx;
  let count = 0;
  for (const width of itemWidthsPx) {
    if (used + width > availablePx) break;
    used += width;
    count += 1;
  }
  return count;
}
