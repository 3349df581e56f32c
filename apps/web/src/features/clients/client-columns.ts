/** The /clients column choice, saved per user under CLIENT_COLUMNS_SETTING as a JSON array. */
import { clientListColumns, type ClientListColumn } from '@employee-portal/core/clients/client.schema';

export const CLIENT_COLUMN_LABELS: Record<ClientListColumn, string> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  address: 'Address',
  zip: 'Zip',
  status: 'Status',
  balance: 'Balance',
  tax_exempt: 'Tax Exempt',
  locations: 'Locations',
  created_at: 'Created',
};

/** The name links to the client: it is always shown. */
export const FIXED_CLIENT_COLUMN: ClientListColumn = 'name';

export const DEFAULT_CLIENT_COLUMNS: readonly ClientListColumn[] = [
  'name',
  'email',
  'phone',
  'address',
  'zip',
  'status',
  'balance',
];

const isColumn = (value: unknown): value is ClientListColumn =>
  (clientListColumns as readonly unknown[]).includes(value);

/** Puts the chosen columns in the table's own order, without repeats, always with the name. */
function canonical(columns: Iterable<ClientListColumn>): ClientListColumn[] {
  const chosen = new Set(columns);
  chosen.add(FIXED_CLIENT_COLUMN);
  return clientListColumns.filter((column) => chosen.has(column));
}

/** The saved choice; the defaults when nothing (or nothing readable) was saved. Unknown names are dropped. */
export function parseClientColumns(raw: string | null | undefined): ClientListColumn[] {
  if (!raw) return [...DEFAULT_CLIENT_COLUMNS];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [...DEFAULT_CLIENT_COLUMNS];
  }
  if (!Array.isArray(parsed)) return [...DEFAULT_CLIENT_COLUMNS];
  const known = parsed.filter(isColumn);
  return known.length ? canonical(known) : [...DEFAULT_CLIENT_COLUMNS];
}

/** Shows or hides one column; the name stays. */
export function toggleClientColumn(columns: readonly ClientListColumn[], column: ClientListColumn): ClientListColumn[] {
  if (column === FIXED_CLIENT_COLUMN) return canonical(columns);
  return columns.includes(column)
    ? canonical(columns.filter((entry) => entry !== column))
    : canonical([...columns, column]);
}

export const serializeClientColumns = (columns: readonly ClientListColumn[]) => JSON.stringify(canonical(columns));
