/** The stand-in's reads: one record, the query language's simple forms, and change data capture. */
import { all, get, StandinFault, type Entity, type StandinBooks } from './quickbooks-standin-company.ts';

const queryable = ['Account', 'Item', 'TaxCode', 'Customer', 'Invoice', 'Payment', 'Deposit', 'RefundReceipt'];
const MAX_RESULTS = 1000;

const parseFault = (detail: string) =>
  new StandinFault(400, '4000', 'Error parsing query', `QueryParserError: ${detail}`);

function fieldValue(entity: Entity, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Entity)[key] : undefined), entity);
}

const literal = (text: string): string => {
  const trimmed = text.trim();
  return trimmed.startsWith("'") && trimmed.endsWith("'") ? trimmed.slice(1, -1).replace(/\\'/g, "'") : trimmed;
};

/** `Field = 'x'`, `Field = true`, `Field IN ('a', 'b')`, `Field LIKE '%x%'`, joined by AND. */
function conditionOf(text: string): (entity: Entity) => boolean {
  const match = /^([\w.]+)\s*(=|in|like)\s*(.+)$/i.exec(text.trim());
  if (!match) throw parseFault(`Encountered "${text}"`);
  const [, field = '', operator = '', operand = ''] = match;
  const actual = (entity: Entity) => {
    const value = fieldValue(entity, field);
    // Active defaults to true on records that never said otherwise.
    return String(value ?? (field === 'Active' ? true : '')).toLowerCase();
  };
  if (operator.toLowerCase() === 'in') {
    const options = operand
      .replace(/^\(|\)$/g, '')
      .split(',')
      .map((option) => literal(option).toLowerCase());
    return (entity) => options.includes(actual(entity));
  }
  if (operator.toLowerCase() === 'like') {
    const pattern = literal(operand)
      .toLowerCase()
      .split('%')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const regex = new RegExp(`^${pattern.join('.*')}$`);
    return (entity) => regex.test(actual(entity));
  }
  const wanted = literal(operand).toLowerCase();
  return (entity) => actual(entity) === wanted;
}

export async function runQuery(books: StandinBooks, realmId: string, statement: string) {
  const match =
    /^select\s+(\*|count\(\*\))\s+from\s+(\w+)(?:\s+where\s+(.+?))?(?:\s+orderby\s+[\w.]+(?:\s+(?:asc|desc))?)?(?:\s+startposition\s+(\d+))?(?:\s+maxresults\s+(\d+))?\s*$/i.exec(
      statement.trim(),
    );
  if (!match) throw parseFault(`Encountered "${statement.slice(0, 40)}"`);
  const [, what, entityName = '', where, start, max] = match;
  const entity = queryable.find((name) => name.toLowerCase() === entityName.toLowerCase());
  if (!entity) throw parseFault(`Invalid entity ${entityName}`);
  const conditions = where ? where.split(/\s+and\s+/i).map(conditionOf) : [];
  const rows = (await all(books, realmId, entity))
    .map((record) => record.body)
    .filter((body) => conditions.every((condition) => condition(body)));
  if (what?.toLowerCase() === 'count(*)') return { QueryResponse: { totalCount: rows.length } };
  const startPosition = Math.max(1, Number(start ?? 1));
  const maxResults = Math.min(MAX_RESULTS, Math.max(1, Number(max ?? 100)));
  const page = rows.slice(startPosition - 1, startPosition - 1 + maxResults);
  // QuickBooks leaves the entity's key out of an empty answer.
  return { QueryResponse: page.length ? { [entity]: page, startPosition, maxResults } : {} };
}

export async function readEntity(books: StandinBooks, realmId: string, entity: string, id: string) {
  return { [entity]: await get(books, realmId, entity, id) };
}

const cdcEntities = ['Customer', 'Invoice', 'Payment', 'Deposit', 'Item', 'Account'];

export async function changeData(books: StandinBooks, realmId: string, entities: string, changedSince: string) {
  const since = new Date(changedSince);
  if (!changedSince || Number.isNaN(since.getTime()))
    throw new StandinFault(400, '2010', 'Request has invalid or unsupported property', 'changedSince is not a date');
  if (books.now().getTime() - since.getTime() > 30 * 86_400_000)
    throw new StandinFault(
      400,
      '2010',
      'Request has invalid or unsupported property',
      'changedSince must be within the last 30 days',
    );
  const names = entities.split(',').map((name) => name.trim());
  const pages = [];
  for (const name of names) {
    const entity = cdcEntities.find((known) => known.toLowerCase() === name.toLowerCase());
    if (!entity)
      throw new StandinFault(400, '2010', 'Request has invalid or unsupported property', `Unsupported entity ${name}`);
    const changed = (await books.store.changedSince(realmId, entity, since)).map((record) => record.body);
    pages.push(changed.length ? { [entity]: changed, startPosition: 1, maxResults: changed.length } : {});
  }
  return { CDCResponse: [{ QueryResponse: pages }] };
}
