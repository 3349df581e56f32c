/**
 * The stand-in company's bookkeeping: creates, sparse updates, voids, payments and deposits, with the faults
 * QuickBooks documents (6240 duplicate name, 6140 duplicate DocNumber, 5010 stale sync token, 610 not found).
 */
import { toAmount, toCents } from './quickbooks-money.ts';
import type { StandinRecord, StandinStore } from './quickbooks-standin-store.ts';
import {
  FIRST_NEW_ID,
  seedAccounts,
  seedCustomers,
  seedItems,
  seedTaxCodes,
  UNDEPOSITED_FUNDS_ID,
} from './quickbooks-standin-seed.ts';

export type Entity = Record<string, unknown>;

export class StandinFault extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly detail: string,
    readonly type = 'ValidationFault',
  ) {
    super(message);
  }
}

export interface StandinBooks {
  store: StandinStore;
  now: () => Date;
}

const COUNTER = 'Counter';
export const obj = (value: unknown): Entity => (value && typeof value === 'object' ? (value as Entity) : {});
export const list = (value: unknown): Entity[] => (Array.isArray(value) ? value.map(obj) : []);
export const refId = (entity: Entity, name: string) => String(obj(entity[name]).value ?? '');
export const cents = (value: unknown) => toCents(typeof value === 'number' || typeof value === 'string' ? value : 0);

export const notFound = (entity: string, id: string) =>
  new StandinFault(
    400,
    '610',
    'Object Not Found',
    `Object Not Found : Something you're trying to use has been made inactive. Check the fields with accounts, customers, items, vendors or employees. (${entity} ${id})`,
  );

export const invalidReference = (what: string, id: string) =>
  new StandinFault(
    400,
    '2500',
    'Invalid Reference Id',
    `Invalid Reference Id : ${what} assigned to this transaction has been deleted. Id=${id}`,
  );

export async function nextId(books: StandinBooks, realmId: string): Promise<string> {
  const counter = await books.store.find(realmId, COUNTER, 'next');
  const next = Number(counter?.body.next ?? FIRST_NEW_ID);
  await saveRecord(books, realmId, COUNTER, 'next', '0', { next: next + 1 });
  return String(next);
}

async function saveRecord(
  books: StandinBooks,
  realmId: string,
  entity: string,
  id: string,
  sync: string,
  body: Entity,
) {
  await books.store.save({ realm_id: realmId, entity, id, sync_token: sync, body, updated_at: books.now() });
}

/** Stores an entity as QuickBooks shows it: Id, SyncToken and MetaData kept current. */
export async function put(books: StandinBooks, realmId: string, entity: string, body: Entity): Promise<Entity> {
  const at = books.now().toISOString();
  const meta = obj(body.MetaData);
  const stored = { ...body, MetaData: { CreateTime: meta.CreateTime ?? at, LastUpdatedTime: at } };
  await saveRecord(books, realmId, entity, String(body.Id), String(body.SyncToken ?? '0'), stored);
  return stored;
}

export async function get(books: StandinBooks, realmId: string, entity: string, id: string): Promise<Entity> {
  const found = await books.store.find(realmId, entity, id);
  if (!found) throw notFound(entity, id);
  return found.body;
}

export const all = async (books: StandinBooks, realmId: string, entity: string): Promise<StandinRecord[]> =>
  (await books.store.list(realmId, entity)).sort((a, b) => Number(a.id) - Number(b.id) || a.id.localeCompare(b.id));

export async function createCompany(books: StandinBooks, realmId: string, companyName: string) {
  await put(books, realmId, 'CompanyInfo', {
    Id: realmId,
    SyncToken: '0',
    CompanyName: companyName,
    LegalName: companyName,
    Country: 'US',
    CompanyAddr: { Line1: '123 Sierra Way', City: 'Denver', CountrySubDivisionCode: 'CO', PostalCode: '80202' },
  });
  const active = { Active: true, SyncToken: '0' };
  for (const account of seedAccounts)
    await put(books, realmId, 'Account', { ...account, ...active, FullyQualifiedName: account.Name });
  for (const item of seedItems)
    await put(books, realmId, 'Item', { ...item, ...active, FullyQualifiedName: item.Name });
  for (const code of seedTaxCodes) await put(books, realmId, 'TaxCode', { ...code, ...active });
  for (const customer of seedCustomers)
    await put(books, realmId, 'Customer', {
      ...customer,
      ...active,
      FullyQualifiedName: customer.DisplayName,
      Balance: 0,
    });
}

const sameName = (a: unknown, b: unknown) => String(a).trim().toLowerCase() === String(b).trim().toLowerCase();

async function checkDisplayName(books: StandinBooks, realmId: string, name: unknown, ownId: string | null) {
  if (typeof name !== 'string' || name.trim() === '')
    throw new StandinFault(
      400,
      '2020',
      'Required param missing, need to supply the required value for the API',
      'Required parameter DisplayName is missing in the request',
    );
  if (name.includes(':'))
    throw new StandinFault(400, '2050', 'Invalid string format', 'DisplayName cannot contain a colon (:).');
  const clash = (await all(books, realmId, 'Customer')).find(
    (record) => record.id !== ownId && sameName(record.body.DisplayName, name),
  );
  if (clash)
    throw new StandinFault(
      400,
      '6240',
      'Duplicate Name Exists Error',
      `The name supplied already exists. : Id=${clash.id}`,
    );
}

export function checkSyncToken(current: Entity, given: unknown) {
  if (String(given ?? '') !== String(current.SyncToken))
    throw new StandinFault(
      400,
      '5010',
      'Stale Object Error',
      `Stale Object Error : You and another user were working on the same thing. Please try again. (SyncToken ${String(given)} is not the latest, ${String(current.SyncToken)})`,
    );
}

export const bumped = (entity: Entity) => String(Number(entity.SyncToken ?? 0) + 1);

export async function adjustCustomerBalance(books: StandinBooks, realmId: string, customerId: string, change: number) {
  const customer = await get(books, realmId, 'Customer', customerId);
  await put(books, realmId, 'Customer', { ...customer, Balance: toAmount(cents(customer.Balance) + change) });
}

export async function createCustomer(books: StandinBooks, realmId: string, body: Entity) {
  await checkDisplayName(books, realmId, body.DisplayName, null);
  const id = await nextId(books, realmId);
  return put(books, realmId, 'Customer', {
    ...body,
    Id: id,
    SyncToken: '0',
    FullyQualifiedName: body.DisplayName,
    Active: body.Active ?? true,
    Balance: 0,
  });
}

export async function updateCustomer(books: StandinBooks, realmId: string, body: Entity) {
  const current = await get(books, realmId, 'Customer', String(body.Id ?? ''));
  checkSyncToken(current, body.SyncToken);
  if ('DisplayName' in body) await checkDisplayName(books, realmId, body.DisplayName, String(current.Id));
  const { sparse, ...changes } = body;
  // A full update replaces every writable field; a sparse one only those sent. Balance is QuickBooks' own.
  const base = sparse === true ? current : { Id: current.Id, MetaData: current.MetaData };
  return put(books, realmId, 'Customer', {
    ...base,
    ...changes,
    SyncToken: bumped(current),
    FullyQualifiedName: changes.DisplayName ?? current.DisplayName,
    Balance: current.Balance,
  });
}

export async function voidInvoice(books: StandinBooks, realmId: string, body: Entity) {
  const current = await get(books, realmId, 'Invoice', String(body.Id ?? ''));
  checkSyncToken(current, body.SyncToken);
  if (list(current.LinkedTxn).some((txn) => txn.TxnType === 'Payment'))
    throw new StandinFault(
      400,
      '6000',
      'A business validation error has occurred while processing your request',
      'Business Validation Error: This invoice has payments applied. Remove them before voiding it.',
    );
  const voided = await put(books, realmId, 'Invoice', {
    ...current,
    SyncToken: bumped(current),
    Line: list(current.Line).map((line) => ({ ...line, Amount: 0 })),
    TxnTaxDetail: { ...obj(current.TxnTaxDetail), TotalTax: 0 },
    TotalAmt: 0,
    Balance: 0,
    PrivateNote: 'Voided',
  });
  await adjustCustomerBalance(books, realmId, refId(current, 'CustomerRef'), -cents(current.Balance));
  return voided;
}

export async function createPayment(books: StandinBooks, realmId: string, body: Entity) {
  const customerId = refId(body, 'CustomerRef');
  await get(books, realmId, 'Customer', customerId).catch(() => {
    throw invalidReference('Customer', customerId);
  });
  const totalCents = cents(body.TotalAmt);
  const lines = list(body.Line);
  const applied = lines.reduce((sum, line) => sum + cents(line.Amount), 0);
  if (totalCents <= 0 || applied > totalCents)
    throw new StandinFault(
      400,
      '6000',
      'A business validation error has occurred while processing your request',
      'Business Validation Error: The amounts applied exceed the payment amount.',
    );
  const invoices: Entity[] = [];
  for (const line of lines) {
    const linked = list(line.LinkedTxn).find((txn) => txn.TxnType === 'Invoice');
    const invoice = await get(books, realmId, 'Invoice', String(linked?.TxnId ?? ''));
    if (refId(invoice, 'CustomerRef') !== customerId || cents(line.Amount) > cents(invoice.Balance))
      throw new StandinFault(
        400,
        '6000',
        'A business validation error has occurred while processing your request',
        `Business Validation Error: The payment cannot be applied to invoice ${String(invoice.Id)}.`,
      );
    invoices.push(invoice);
  }
  const id = await nextId(books, realmId);
  const payment = await put(books, realmId, 'Payment', {
    ...body,
    Id: id,
    SyncToken: '0',
    DepositToAccountRef: body.DepositToAccountRef ?? { value: UNDEPOSITED_FUNDS_ID },
    UnappliedAmt: toAmount(totalCents - applied),
  });
  for (const [index, invoice] of invoices.entries()) {
    const paid = cents(lines[index]?.Amount);
    const fresh = await get(books, realmId, 'Invoice', String(invoice.Id));
    await put(books, realmId, 'Invoice', {
      ...fresh,
      SyncToken: bumped(fresh),
      Balance: toAmount(cents(fresh.Balance) - paid),
      LinkedTxn: [...list(fresh.LinkedTxn), { TxnId: id, TxnType: 'Payment' }],
    });
  }
  await adjustCustomerBalance(books, realmId, customerId, -applied);
  return payment;
}

export async function createDeposit(books: StandinBooks, realmId: string, body: Entity) {
  const account = await get(books, realmId, 'Account', refId(body, 'DepositToAccountRef'));
  if (account.AccountType !== 'Bank' && account.AccountType !== 'Other Current Asset')
    throw invalidReference('Account', String(account.Id));
  const deposited = new Set(
    (await all(books, realmId, 'Deposit')).flatMap((record) =>
      list(record.body.Line).flatMap((line) => list(line.LinkedTxn).map((txn) => String(txn.TxnId))),
    ),
  );
  const lines = list(body.Line);
  for (const line of lines) {
    const linked = list(line.LinkedTxn).find((txn) => txn.TxnType === 'Payment');
    if (linked) {
      const payment = await get(books, realmId, 'Payment', String(linked.TxnId));
      if (refId(payment, 'DepositToAccountRef') !== UNDEPOSITED_FUNDS_ID || deposited.has(String(payment.Id)))
        throw new StandinFault(
          400,
          '6000',
          'A business validation error has occurred while processing your request',
          `Business Validation Error: Payment ${String(payment.Id)} is not waiting in Undeposited Funds.`,
        );
      if (cents(line.Amount) !== cents(payment.TotalAmt))
        throw new StandinFault(
          400,
          '6000',
          'A business validation error has occurred while processing your request',
          `Business Validation Error: The deposit line for payment ${String(payment.Id)} must equal its amount.`,
        );
    } else await get(books, realmId, 'Account', refId(obj(line.DepositLineDetail), 'AccountRef'));
  }
  const id = await nextId(books, realmId);
  return put(books, realmId, 'Deposit', {
    ...body,
    Id: id,
    SyncToken: '0',
    Line: lines.map((line, index) => ({ ...line, Id: String(index + 1), LineNum: index + 1 })),
    TotalAmt: toAmount(lines.reduce((sum, line) => sum + cents(line.Amount), 0)),
  });
}
