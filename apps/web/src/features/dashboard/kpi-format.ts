/** How a KPI's figures read on the dashboard: money from cents, rates as %, averages with two decimals. */
import { formatCents } from '@employee-portal/core/billing/money';
import type { KpiUnit } from '@employee-portal/core/dashboard/kpi-definitions';
import type { DashboardWidgetKey } from '@employee-portal/core/dashboard/widgets';

const counts = new Intl.NumberFormat('en-US');
const hundredths = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Null figures have no meaning for the range (an average over nobody): a dash, explained beside it. */
export function formatKpiValue(unit: KpiUnit, value: number | null): string {
  if (value === null) return '—';
  switch (unit) {
    case 'cents':
      return formatCents(value);
    case 'bps':
      return `${percent.format(value / 100)}%`;
    case 'hundredths':
      return hundredths.format(value / 100);
    case 'count':
      return counts.format(value);
  }
}

/** Figures where a rise is bad news: their arrow turns red going up. */
const RISE_IS_BAD: ReadonlySet<DashboardWidgetKey> = new Set([
  'cancel_reasons_residential',
  'cancel_reasons_commercial',
  'churn_rate',
]);

export interface ChangeView {
  /** Said in words too, so colour is never the only signal. */
  text: string;
  arrow: '▲' | '▼' | '';
  tone: 'good' | 'bad' | 'neutral';
}

/** The change against the previous period of the same length; none when there is nothing to compare with. */
export function changeView(key: DashboardWidgetKey, changeBps: number | null): ChangeView {
  if (changeBps === null) return { text: 'No previous data', arrow: '', tone: 'neutral' };
  if (changeBps === 0) return { text: 'No change vs previous period', arrow: '', tone: 'neutral' };
  const up = changeBps > 0;
  const size = `${percent.format(Math.abs(changeBps) / 100)}%`;
  const good = up !== RISE_IS_BAD.has(key);
  return {
    text: `${up ? 'Up' : 'Down'} ${size} vs previous period`,
    arrow: up ? '▲' : '▼',
    tone: good ? 'good' : 'bad',
  };
}
