/** A history event's words: its action, and each field change as 'Field: from → to'. */
import { formatCents } from '@employee-portal/core/billing/money';

const ACTION_LABELS: Record<string, string> = {
  created: 'Subscribed',
  changed: 'Changed',
  paused: 'Paused',
  resumed: 'Resumed',
  cancelled: 'Cancelled',
};

export const historyActionLabel = (action: string) => ACTION_LABELS[action] ?? capitalize(action.replace(/_/g, ' '));

function capitalize(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'number' && field.endsWith('_cents')) return formatCents(value);
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map((item) => valueText(field, item)).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.name === 'string') return record.name;
    if (typeof record.start_date === 'string')
      return `${record.service_type === 'one_time' ? 'one time' : 'weekly from'} ${record.start_date}`;
    return JSON.stringify(value);
  }
  return String(value);
}

/** 'Price: $15.00 → $12.00'; field names lose their wire suffixes ('price_cents' reads 'Price'). */
export function changeText(change: { field: string; from: unknown; to: unknown }): string {
  const label = capitalize(change.field.replace(/_(cents|id|ids)$/, '').replace(/_/g, ' '));
  return `${label}: ${valueText(change.field, change.from)} → ${valueText(change.field, change.to)}`;
}
