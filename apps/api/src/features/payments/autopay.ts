/**
 * Autopay (issue 16): an open invoice with autopay on, a balance and a card on file gets attempt 1, due at once; a
 * task claims due attempts (SKIP LOCKED, with a lease so an instance dying mid-charge hands the attempt on with the
 * same key) and charges the card with the key `autopay-<invoice>-<attempt>`. A decline schedules the next attempt on
 * the billing settings' retry days and tells the client and the office; after the last retry it stops and says so.
 */
import { addDays, format } from 'date-fns';
import { and, eq, sql } from 'drizzle-orm';
import { formatCents } from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db/client.ts';
import { organizations } from '../../platform/identity/organizations.table.ts';
import { billingSettingsOf, clientRefOf } from '../invoices/index.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { createNotification } from '../notifications/index.ts';
import { autopayAttempts, clientPaymentMethods } from './payments.table.ts';
import { defaultCardOf, findClientAccount } from './payments.repository.ts';
import { collectCardPayment } from './card-collection.ts';

const LEASE_MS = 5 * 60_000;
type AttemptRow = typeof autopayAttempts.$inferSelect;

export const autopayKey = (invoiceId: number, attempt: number) => `autopay-${invoiceId}-${attempt}`;

/** Attempt 1 for every open autopay invoice with a balance and a card on file that has none yet. */
export async function scheduleFirstAttempts(db: Db, now: Date, invoiceId: number | null = null) {
  await db.execute(sql`
    insert into ${autopayAttempts} (organization_id, invoice_id, attempt, due_at)
    select i.organization_id, i.id, 1, ${now}
    from ${invoices} i
    where i.status = 'open' and i.autopay and i.amount_due_cents > i.paid_cents
      ${invoiceId === null ? sql`` : sql`and i.id = ${invoiceId}`}
      and exists (
        select 1 from ${clientPaymentMethods} m
        where m.organization_id = i.organization_id and m.removed_at is null
          and (m.client_id = i.client_id or m.commercial_customer_id = i.commercial_customer_id)
      )
    on conflict (invoice_id, attempt) do nothing`);
}

async function claimDueAttempt(db: Db, now: Date, invoiceId: number | null): Promise<AttemptRow | null> {
  const result = await db.execute(sql`
    update ${autopayAttempts} set due_at = ${new Date(now.getTime() + LEASE_MS)}
    where id = (
      select id from ${autopayAttempts}
      where status = 'scheduled' and due_at <= ${now} ${invoiceId === null ? sql`` : sql`and invoice_id = ${invoiceId}`}
      order by due_at, id limit 1 for update skip locked
    )
    returning id`);
  const id = (result as { rows: { id?: number }[] }).rows[0]?.id;
  if (!id) return null;
  // Claimed just above across every organization: the id alone names it.
  const [row] = await db.select().from(autopayAttempts).where(eq(autopayAttempts.id, id));
  return row ?? null;
}

async function finish(db: Db, attempt: AttemptRow, values: Partial<AttemptRow>) {
  await db
    .update(autopayAttempts)
    .set(values)
    .where(and(eq(autopayAttempts.organization_id, attempt.organization_id), eq(autopayAttempts.id, attempt.id)));
}

async function firstDueAt(db: Db, attempt: AttemptRow) {
  const [first] = await db
    .select({ due_at: autopayAttempts.finished_at })
    .from(autopayAttempts)
    .where(
      and(
        eq(autopayAttempts.organization_id, attempt.organization_id),
        eq(autopayAttempts.invoice_id, attempt.invoice_id),
        eq(autopayAttempts.attempt, 1),
      ),
    );
  return first?.due_at ?? null;
}

async function runAttempt(deps: AppDeps, attempt: AttemptRow, now: Date) {
  const [found] = await deps.db
    .select({ invoice: invoices, organization: organizations })
    .from(invoices)
    .innerJoin(organizations, eq(organizations.id, invoices.organization_id))
    .where(and(eq(invoices.organization_id, attempt.organization_id), eq(invoices.id, attempt.invoice_id)));
  const invoice = found?.invoice;
  const balance = invoice ? invoice.amount_due_cents - invoice.paid_cents : 0;
  if (!found || !invoice || invoice.status !== 'open' || balance <= 0 || !invoice.autopay)
    return finish(deps.db, attempt, { status: 'cancelled', message: 'Nothing left to charge', finished_at: now });
  const client = clientRefOf(invoice);
  const card = await defaultCardOf(deps.db, attempt.organization_id, client);
  let message: string;
  if (card) {
    const { payment } = await collectCardPayment(deps, {
      organization: found.organization,
      client,
      amount_cents: balance,
      invoice_id: invoice.id,
      card: { saved: card },
      source: 'autopay',
      idempotency_key: autopayKey(invoice.id, attempt.attempt),
      user_id: null,
    });
    if (payment.status === 'succeeded')
      return finish(deps.db, attempt, { status: 'succeeded', payment_id: payment.id, finished_at: now });
    message = payment.failure_message ?? 'Declined';
    await finish(deps.db, attempt, { status: 'failed', payment_id: payment.id, message, finished_at: now });
  } else {
    message = 'No card on file';
    await finish(deps.db, attempt, { status: 'failed', message, finished_at: now });
  }
  await scheduleRetry(deps, attempt, { organization: found.organization, invoice, balance, message }, now);
}

async function scheduleRetry(
  deps: AppDeps,
  attempt: AttemptRow,
  context: {
    organization: typeof organizations.$inferSelect;
    invoice: typeof invoices.$inferSelect;
    balance: number;
    message: string;
  },
  now: Date,
) {
  const { organization, invoice, balance, message } = context;
  const settings = await billingSettingsOf(deps.db, organization.id);
  const retryDays = settings.retry_days[attempt.attempt - 1];
  const firstFailure = (await firstDueAt(deps.db, attempt)) ?? now;
  const nextAt = retryDays === undefined ? null : addDays(firstFailure, retryDays);
  const nextDay = nextAt ? format(nextAt, 'MMMM d, yyyy') : null;
  const amount = formatCents(balance);
  const notification = await deps.db.transaction(async (tx) => {
    if (nextAt)
      await tx
        .insert(autopayAttempts)
        .values({
          organization_id: organization.id,
          invoice_id: invoice.id,
          attempt: attempt.attempt + 1,
          due_at: nextAt,
        })
        .onConflictDoNothing();
    return createNotification(
      tx,
      organization.id,
      {
        kind: 'system',
        title: nextAt
          ? `Autopay declined for invoice #${invoice.number}`
          : `Autopay stopped for invoice #${invoice.number}`,
        body: nextAt
          ? `${invoice.bill_to.name}: ${amount} — ${message}. Attempt ${attempt.attempt + 1} on ${nextDay}.`
          : `${invoice.bill_to.name}: ${amount} — ${message}. That was the last retry; no more attempts will be made.`,
        about: { route: 'invoice', params: { id: invoice.id } },
      },
      now,
    );
  });
  await notification.announce(deps);
  const holder = await findClientAccount(deps.db, organization.id, clientRefOf(invoice));
  const to = invoice.bill_to.email ?? holder?.email;
  if (to)
    await deps.mail.send({
      to,
      organization_id: organization.id,
      subject: `${organization.name}: your payment for invoice #${invoice.number} was declined`,
      text: [
        `We could not charge ${amount} to your card on file for invoice #${invoice.number}: ${message}.`,
        nextAt
          ? `We will try again on ${nextDay}. To use another card, reply to this e-mail or pay with the link on your invoice.`
          : 'We will not try this card again. Please pay with the link on your invoice or contact us.',
        '',
        organization.name,
      ].join('\n'),
    });
}

/** The scheduled task: give new autopay invoices their first attempt, then run every due attempt once. */
export async function runAutopay(deps: AppDeps) {
  const now = deps.clock.now();
  await scheduleFirstAttempts(deps.db, now);
  let ran = 0;
  for (
    let attempt = await claimDueAttempt(deps.db, now, null);
    attempt;
    attempt = await claimDueAttempt(deps.db, now, null)
  ) {
    await runAttempt(deps, attempt, now);
    ran += 1;
  }
  return ran;
}

/** For the invoices feature right after finalizing an autopay invoice: charges it now instead of at the next run. */
export async function chargeAutopayInvoiceNow(deps: AppDeps, invoice: { organization_id: number; id: number }) {
  const now = deps.clock.now();
  const [row] = await deps.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.organization_id, invoice.organization_id), eq(invoices.id, invoice.id)));
  if (!row) return false;
  await scheduleFirstAttempts(deps.db, now, invoice.id);
  const attempt = await claimDueAttempt(deps.db, now, invoice.id);
  if (!attempt) return false;
  await runAttempt(deps, attempt, now);
  return true;
}
