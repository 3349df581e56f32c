/**
 * The public pay page (issue 16): whoever holds the e-mailed link sees the invoice and pays its balance by card.
 * Attempts are throttled per link and per address, so the page cannot be used to try out stolen cards.
 */
import type { z } from 'zod';
import { and, asc, eq } from 'drizzle-orm';
import type { payInvoiceSchema } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import { hashToken } from '../../platform/auth/secrets.ts';
import { notFound, refusal } from '../../platform/http/errors.ts';
import { consume } from '../../platform/http/rate-limiter.ts';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { clientRefOf } from '../invoices/index.ts';
import { invoiceLines } from '../invoices/invoices.table.ts';
import { invoiceOfPayLink } from './pay-link.ts';
import { collectCardPayment, connectedAccountOf, declinedRefusal } from './card-collection.ts';
import { findPaymentByKey } from './payments.repository.ts';
import { saveCard } from './payments.service.ts';

const PER_LINK = { limit: 10, windowSeconds: 3600 };
const PER_ADDRESS = { limit: 30, windowSeconds: 3600 };

async function linkOrNotFound(deps: AppDeps, token: string) {
  const invoice = await invoiceOfPayLink(deps.db, token);
  if (!invoice || invoice.status === 'draft') throw notFound('This payment link is not valid any more.');
  const [organization] = await deps.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, invoice.organization_id));
  return { invoice, organization: organization! };
}

/** Which card form takes a client's card for this organization, and where its tokenizer lives. */
export function cardFormOf(
  deps: AppDeps,
  organization: Pick<typeof organizations.$inferSelect, 'card_connect_site' | 'stripe_account_id'>,
) {
  const test = deps.config.payments.mode === 'test';
  const site = organization.card_connect_site;
  const processor = test || site ? ('card_connect' as const) : ('stripe' as const);
  return {
    processor,
    tokenizer_url: test
      ? '/api/providers/card_connect/tokenizer'
      : site
        ? `https://${site}.cardconnect.com/itoke/ajax-tokenizer.html`
        : null,
    stripe_publishable_key: deps.config.payments.stripePublishableKey ?? null,
    stripe_account_id: organization.stripe_account_id,
    test_mode: test,
  };
}

export async function showPayPage(deps: AppDeps, token: string) {
  const { invoice, organization } = await linkOrNotFound(deps, token);
  const lines = await deps.db
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.organization_id, invoice.organization_id), eq(invoiceLines.invoice_id, invoice.id)))
    .orderBy(asc(invoiceLines.position));
  return {
    organization_name: organization.name,
    invoice_number: invoice.number,
    issue_date: invoice.issue_date,
    due_date: invoice.due_date,
    bill_to: invoice.bill_to.name,
    status: invoice.status,
    lines: lines.map((line) => ({
      position: line.position,
      description: line.description,
      quantity: line.quantity,
      unit_cents: line.unit_cents,
      amount_cents: line.amount_cents,
    })),
    subtotal_cents: invoice.subtotal_cents,
    discount_cents: invoice.discount_cents,
    tax_cents: invoice.tax_cents,
    total_cents: invoice.total_cents,
    credit_applied_cents: invoice.credit_applied_cents + invoice.gift_certificate_applied_cents,
    paid_cents: invoice.paid_cents,
    balance_cents: invoice.status === 'open' ? invoice.amount_due_cents - invoice.paid_cents : 0,
    card_form: cardFormOf(deps, organization),
  };
}

export async function payFromLink(
  deps: AppDeps,
  token: string,
  body: z.output<typeof payInvoiceSchema>,
  key: string | null,
  address: string,
) {
  const now = deps.clock.now();
  await consume(deps.db, { key: `pay-link:${hashToken(token).slice(0, 32)}`, ...PER_LINK }, now);
  await consume(deps.db, { key: `pay-address:${address}`, ...PER_ADDRESS }, now);
  if (!key) throw refusal(422, 'idempotency_key_required', 'An Idempotency-Key header is required.');
  const { invoice, organization } = await linkOrNotFound(deps, token);
  const idempotencyKey = `pay-page-${invoice.id}-${key}`;
  const earlier = await findPaymentByKey(deps.db, organization.id, idempotencyKey);
  if (earlier && earlier.status === 'succeeded') return { status: 'paid' as const, amount_cents: earlier.amount_cents };
  const balance = invoice.amount_due_cents - invoice.paid_cents;
  if (invoice.status !== 'open' || balance <= 0)
    throw refusal(409, 'nothing_to_pay', 'This invoice has nothing left to pay.');
  connectedAccountOf(deps, organization);
  const client = clientRefOf(invoice);
  const saved = body.save_card ? await saveCard(deps, organization, client, body.card, now) : null;
  const { payment } = await collectCardPayment(deps, {
    organization,
    client,
    amount_cents: balance,
    invoice_id: invoice.id,
    card: saved ? { saved } : { token: body.card },
    source: 'pay_page',
    idempotency_key: idempotencyKey,
    user_id: null,
  });
  if (payment.status === 'failed') throw declinedRefusal(payment);
  return { status: 'paid' as const, amount_cents: payment.amount_cents };
}
