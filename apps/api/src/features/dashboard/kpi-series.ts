/** Trend lines: every bucket of the range present (empty ones at zero), labelled for the chart's axis. */
import { addCalendarDays, addCalendarMonths, type DateRange, type SeriesBucket } from '@employee-portal/core';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The first day of the bucket holding `day`, as PostgreSQL's date_trunc gives it (ISO weeks start on Monday). */
export function bucketStart(day: string, bucket: SeriesBucket): string {
  if (bucket === 'day') return day;
  if (bucket === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addCalendarDays(day, -((weekday + 6) % 7));
}

const next = (day: string, bucket: SeriesBucket) =>
  bucket === 'day' ? addCalendarDays(day, 1) : bucket === 'week' ? addCalendarDays(day, 7) : addCalendarMonths(day, 1);

function labelOf(period: string, bucket: SeriesBucket): string {
  const month = MONTHS[Number(period.slice(5, 7)) - 1];
  if (bucket === 'month') return `${month} ${period.slice(0, 4)}`;
  const label = `${month} ${Number(period.slice(8, 10))}`;
  return bucket === 'week' ? `Week of ${label}` : label;
}

export function fullSeries(
  range: DateRange,
  bucket: SeriesBucket,
  rows: readonly { period: string; value: number }[],
): { period: string; label: string; value: number }[] {
  const byPeriod = new Map(rows.map((row) => [row.period, row.value]));
  const points = [];
  for (let period = bucketStart(range.from, bucket); period <= range.to; period = next(period, bucket)) {
    points.push({ period, label: labelOf(period, bucket), value: byPeriod.get(period) ?? 0 });
  }
  return points;
}

/** Per-day figures summed into the buckets that hold them. */
export function byBucket(rows: readonly { day: string; value: number }[], bucket: SeriesBucket) {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const period = bucketStart(row.day, bucket);
    sums.set(period, (sums.get(period) ?? 0) + row.value);
  }
  return [...sums].map(([period, value]) => ({ period, value }));
}
