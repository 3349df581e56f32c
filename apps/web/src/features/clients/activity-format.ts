/** How the activity history shows a changed field and its values. */

/** 'alternate_email' → 'Alternate email'. */
export function fieldLabel(field: string): string {
  const words = field.replace(/_/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : field;
}

/** A value before or after a change, as text: empty values read '(empty)'. */
export function changeValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map((entry) => changeValueText(entry)).join(', ') : '(empty)';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number);
}
