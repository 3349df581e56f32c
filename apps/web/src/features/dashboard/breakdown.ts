/** One row of a breakdown widget, with what its bar and share show. */
export interface BreakdownRow {
  label: string;
  count: number;
  /** Bar length, 0–100, relative to the most frequent row so the leader fills the bar. */
  barPercent: number;
  /** Whole-percent share of the total, for the text beside the count. */
  sharePercent: number;
}

/** Rows for a breakdown's items, kept in the server's order (most frequent first). */
export function breakdownRows(items: readonly { label: string; count: number }[], total: number): BreakdownRow[] {
  const most = Math.max(0, ...items.map((item) => item.count));
  return items.map((item) => ({
    label: item.label,
    count: item.count,
    barPercent: most > 0 ? (item.count / most) * 100 : 0,
    sharePercent: total > 0 ? Math.round((item.count / total) * 100) : 0,
  }));
}
