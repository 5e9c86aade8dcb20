/** Which page numbers a pager shows (ui/pagination.tsx). */

/** Page numbers to show around the current one, with null for a gap: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(current: number, total: number, radius = 2): Array<number | null> {
  if (total <= 1) return [1];
  const pages: Array<number | null> = [];
  const from = Math.max(2, current - radius);
  const to = Math.min(total - 1, current + radius);
  pages.push(1);
  if (from > 2) pages.push(null);
  for (let p = from; p <= to; p++) pages.push(p);
  if (to < total - 1) pages.push(null);
  pages.push(total);
  return pages;
}
