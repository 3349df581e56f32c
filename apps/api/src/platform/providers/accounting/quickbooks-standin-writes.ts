/**
 * The stand-in's sales forms: invoices (create and sparse update, as Intuit documents `sparse: true` with the latest
 * SyncToken) and refund receipts, and the dispatch of every POST to `/v3/company/{realm}/{entity}`.
 */
import { toAmount } from './quickbooks-money.ts';
import {
  adjustCustomerBalance,
  all,
  bumped,
  cents,
  checkSyncToken,
  createCustomer,
  createDeposit,
  createPayment,
  get,
  invalidReference,
  list,
  nextId,
  obj,
  put,
  refId,
  StandinFault,
  updateCustomer,
  voidInvoice,
  type Entity,
  type StandinBooks,
} from './quickbooks-standin-company.ts';

const businessFault = (detail: string) =>
  new StandinFault(400, '6000', 'A business validation error has occurred while processing your request', detail);
const missing = (name: string) =>
  new StandinFault(
    400,
    '2020',
    'Required param missing, need to supply the required value for the API',
    `Required parameter ${name} is missing in the request`,
  );

const isSubtotal = (line: Entity) => line.DetailType === 'SubTotalLineDetail';

async function requireCustomer(books: StandinBooks, realmId: string, body: Entity) {
  const customerId = refId(body, 'CustomerRef');
  await get(books, realmId, 'Customer', customerId).catch(() => {
    throw invalidReference('Customer', customerId);
  });
  return customerId;
}

/** Lines that name an item the company has, without the subtotal line QuickBooks adds itself. */
async function itemLines(books: StandinBooks, realmId: string, body: Entity) {
  const lines = list(body.Line).filter((line) => !isSubtotal(line));
  if (lines.length === 0) throw missing('Line');
  for (const line of lines) {
    const itemId = refId(obj(line.SalesItemLineDetail), 'ItemRef');
    await get(books, realmId, 'Item', itemId).catch(() => {
      throw invalidReference('Item', itemId);
    });
  }
  return lines;
}

/** Checks what an invoice names and answers its lines and totals. `ownId`: the invoice being updated. */
async function checkedInvoice(books: StandinBooks, realmId: string, body: Entity, ownId: string | null) {
  const customerId = await requireCustomer(books, realmId, body);
  if (typeof body.DocNumber === 'string' && body.DocNumber !== '') {
    const clash = (await all(books, realmId, 'Invoice')).find(
      (record) => record.id !== ownId && record.body.DocNumber === body.DocNumber,
    );
    if (clash)
      throw new StandinFault(
        400,
        '6140',
        'Duplicate Document Number Error',
        `Duplicate Document Number Error : You must specify a different number. This number has already been used. DocNumber=${String(body.DocNumber)} is assigned to TxnType=Invoice with TxnId=${clash.id}`,
      );
  }
  const lines = await itemLines(books, realmId, body);
  const tax = obj(body.TxnTaxDetail);
  if (tax.TxnTaxCodeRef) await get(books, realmId, 'TaxCode', refId(tax, 'TxnTaxCodeRef'));
  const linesCents = lines.reduce((sum, line) => sum + cents(line.Amount), 0);
  const numbered = [
    ...lines.map((line, index) => ({ ...line, Id: String(index + 1), LineNum: index + 1 })),
    { Amount: toAmount(linesCents), DetailType: 'SubTotalLineDetail', SubTotalLineDetail: {} },
  ];
  return { customerId, lines: numbered, totalCents: linesCents + cents(tax.TotalTax) };
}

async function createInvoice(books: StandinBooks, realmId: string, body: Entity) {
  const { customerId, lines, totalCents } = await checkedInvoice(books, realmId, body, null);
  const id = await nextId(books, realmId);
  const invoice = await put(books, realmId, 'Invoice', {
    ...body,
    Id: id,
    SyncToken: '0',
    DocNumber: body.DocNumber ?? id,
    Line: lines,
    TotalAmt: toAmount(totalCents),
    Balance: toAmount(totalCents),
    LinkedTxn: [],
  });
  await adjustCustomerBalance(books, realmId, customerId, totalCents);
  return invoice;
}

/**
 * A full update replaces every writable field, a sparse one only those sent. What was paid stays paid: the balance
 * is the new total less the payments applied, and a total below them is refused.
 */
async function updateInvoice(books: StandinBooks, realmId: string, body: Entity) {
  const current = await get(books, realmId, 'Invoice', String(body.Id ?? ''));
  checkSyncToken(current, body.SyncToken);
  if (current.PrivateNote === 'Voided') throw businessFault('Business Validation Error: This invoice is voided.');
  const { sparse, ...changes } = body;
  const base = sparse === true ? current : { Id: current.Id, MetaData: current.MetaData };
  const merged = { ...base, ...changes };
  const { customerId, lines, totalCents } = await checkedInvoice(books, realmId, merged, String(current.Id));
  const paidCents = cents(current.TotalAmt) - cents(current.Balance);
  if (totalCents < paidCents)
    throw businessFault('Business Validation Error: The invoice total cannot be less than the payments applied.');
  const balanceCents = totalCents - paidCents;
  const updated = await put(books, realmId, 'Invoice', {
    ...merged,
    SyncToken: bumped(current),
    DocNumber: merged.DocNumber ?? current.DocNumber,
    Line: lines,
    TotalAmt: toAmount(totalCents),
    Balance: toAmount(balanceCents),
    LinkedTxn: current.LinkedTxn ?? [],
  });
  const before = refId(current, 'CustomerRef');
  await adjustCustomerBalance(books, realmId, before, -cents(current.Balance));
  await adjustCustomerBalance(books, realmId, customerId, balanceCents);
  return updated;
}

/** Money handed back to a customer, paid out of a bank (or other current asset) account. */
async function createRefundReceipt(books: StandinBooks, realmId: string, body: Entity) {
  await requireCustomer(books, realmId, body);
  if (!body.DepositToAccountRef) throw missing('DepositToAccountRef');
  const account = await get(books, realmId, 'Account', refId(body, 'DepositToAccountRef'));
  if (account.AccountType !== 'Bank' && account.AccountType !== 'Other Current Asset')
    throw invalidReference('Account', String(account.Id));
  const lines = await itemLines(books, realmId, body);
  const totalCents = lines.reduce((sum, line) => sum + cents(line.Amount), 0);
  if (totalCents <= 0) throw businessFault('Business Validation Error: A refund must be more than zero.');
  const id = await nextId(books, realmId);
  return put(books, realmId, 'RefundReceipt', {
    ...body,
    Id: id,
    SyncToken: '0',
    Line: lines.map((line, index) => ({ ...line, Id: String(index + 1), LineNum: index + 1 })),
    TotalAmt: toAmount(totalCents),
    Balance: 0,
  });
}

/** A POST to `/v3/company/{realm}/{entity}`: create, update when it names an Id, or `?operation=void`. */
export async function writeEntity(
  books: StandinBooks,
  realmId: string,
  entity: string,
  body: Entity,
  operation: string | null,
): Promise<Entity> {
  if (operation === 'void' && entity === 'Invoice') return voidInvoice(books, realmId, body);
  if (operation && operation !== 'update')
    throw new StandinFault(
      400,
      '2010',
      'Request has invalid or unsupported property',
      `Operation ${operation} is not supported on ${entity}`,
    );
  const updating = body.Id !== undefined;
  if (entity === 'Customer')
    return updating ? updateCustomer(books, realmId, body) : createCustomer(books, realmId, body);
  if (entity === 'Invoice') return updating ? updateInvoice(books, realmId, body) : createInvoice(books, realmId, body);
  if (updating)
    throw new StandinFault(
      400,
      '2010',
      'Request has invalid or unsupported property',
      `The stand-in does not update ${entity} records`,
    );
  if (entity === 'Payment') return createPayment(books, realmId, body);
  if (entity === 'Deposit') return createDeposit(books, realmId, body);
  if (entity === 'RefundReceipt') return createRefundReceipt(books, realmId, body);
  throw new StandinFault(400, '2010', 'Request has invalid or unsupported property', `Unsupported entity ${entity}`);
}
