/** /open_balance_report (issue 16 point 9): each client's open balance by age, reminders of it, and as CSV. */
import {
  agingBucketLabels,
  centsToDollarsText,
  formatCents,
  openBalanceKindLabels,
  pageOffset,
  type OpenBalanceExportQuery,
  type OpenBalanceReportQuery,
  type OpenBalanceReportResponse,
  type SendRemindersBody,
  type SendRemindersResponse,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { organizationToday } from '../../platform/auth/organization-facts.ts';
import { notFound } from '../../platform/http/errors.ts';
import { toCsv } from '../../platform/http/csv.ts';
import {
  listOpenBalances,
  markReminded,
  openBalanceTotals,
  openInvoicesForStatement,
  statementRecipient,
  type OpenInvoice,
} from './open-balance-report.repository.ts';

const MAX_CSV_ROWS = 50_000;

const filterOf = (deps: AppDeps, member: MemberContext, query: OpenBalanceExportQuery) => ({
  today: organizationToday(member.organization, deps.clock.now()),
  kind: query.kind,
  search: query.search || undefined,
  sort: query.sort,
});

export async function openBalanceReport(
  deps: AppDeps,
  member: MemberContext,
  query: OpenBalanceReportQuery,
): Promise<OpenBalanceReportResponse> {
  const organizationId = member.organization.id;
  const filter = filterOf(deps, member, query);
  const [rows, totals] = await Promise.all([
    listOpenBalances(deps.db, organizationId, filter, { limit: query.per_page, offset: pageOffset(query) }),
    openBalanceTotals(deps.db, organizationId, filter),
  ]);
  return {
    data: rows,
    meta: { page: query.page, per_page: query.per_page, total: totals.clients },
    totals,
    today: filter.today,
  };
}

export async function openBalanceCsv(deps: AppDeps, member: MemberContext, query: OpenBalanceExportQuery) {
  const organizationId = member.organization.id;
  const filter = filterOf(deps, member, query);
  const [rows, totals] = await Promise.all([
    listOpenBalances(deps.db, organizationId, filter, { limit: MAX_CSV_ROWS, offset: 0 }),
    openBalanceTotals(deps.db, organizationId, filter),
  ]);
  const money = centsToDollarsText;
  return toCsv(
    [
      'Client',
      'Kind',
      'E-mail',
      'Open Invoices',
      ...Object.values(agingBucketLabels),
      'Total',
      'Oldest Due Date',
      'Last Payment',
      'Last Reminder',
    ],
    [
      ...rows.map((row) => [
        row.name,
        openBalanceKindLabels[row.kind],
        row.email ?? '',
        row.open_invoices,
        money(row.days_0_30),
        money(row.days_31_60),
        money(row.days_61_90),
        money(row.over_90),
        money(row.total),
        row.oldest_due_date,
        row.last_payment_date ?? '',
        row.last_reminded_at ?? '',
      ]),
      [
        'Total',
        '',
        '',
        '',
        money(totals.days_0_30),
        money(totals.days_31_60),
        money(totals.days_61_90),
        money(totals.over_90),
        money(totals.total),
        '',
        '',
        '',
      ],
    ],
  );
}

/** 'Mar 5, 2026': a calendar day as the client reads it. */
const dayText = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The statement a reminder carries: every open invoice with its due day and what is left to pay. */
export function statementText(organization: string, name: string, invoices: readonly OpenInvoice[]) {
  const total = invoices.reduce((sum, invoice) => sum + invoice.balance_cents, 0);
  return [
    `Hello ${name},`,
    `This is a friendly reminder from ${organization}: these invoices are still open.`,
    invoices
      .map(
        (invoice) =>
          `Invoice #${invoice.number}, due ${dayText(invoice.due_date)}: ${formatCents(invoice.balance_cents)}`,
      )
      .join('\n'),
    `Total open balance: ${formatCents(total)}`,
    `If you have already paid, thank you, and please disregard this message.`,
  ].join('\n\n');
}

/**
 * E-mails each chosen client a statement of their open invoices and stamps those invoices as reminded. Every client
 * is looked up first, so a list naming another organization's client sends nothing and answers 404.
 */
export async function sendReminders(
  deps: AppDeps,
  member: MemberContext,
  body: SendRemindersBody,
): Promise<SendRemindersResponse> {
  const organizationId = member.organization.id;
  const unique = [...new Map(body.clients.map((client) => [`${client.kind}:${client.id}`, client])).values()];
  const recipients = await Promise.all(
    unique.map(async (client) => ({ client, recipient: await statementRecipient(deps.db, organizationId, client) })),
  );
  if (recipients.some((entry) => entry.recipient === null)) throw notFound();

  let sent = 0;
  const skipped: SendRemindersResponse['skipped'] = [];
  for (const { client, recipient } of recipients) {
    const { name, email } = recipient!;
    const invoices = await openInvoicesForStatement(deps.db, organizationId, client);
    const skip = (reason: string) => skipped.push({ ...client, name, reason });
    if (invoices.length === 0) skip('No open invoices');
    else if (!email) skip('No e-mail address');
    else {
      await deps.mail.send({
        to: email,
        subject: `Your open balance with ${member.organization.name}`,
        text: statementText(member.organization.name, name, invoices),
        organization_id: organizationId,
      });
      await markReminded(
        deps.db,
        organizationId,
        invoices.map((invoice) => invoice.id),
        deps.clock.now(),
      );
      sent += 1;
    }
  }
  const message =
    sent === 0
      ? 'No reminder was sent.'
      : `${sent} ${sent === 1 ? 'reminder was' : 'reminders were'} sent.${skipped.length ? ` ${skipped.length} skipped.` : ''}`;
  return { message, sent, skipped };
}
