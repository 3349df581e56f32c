/**
 * Unused credit paid back to the client by check or cash, as a record (issue 16 follow-up): after a prepaid
 * cancellation or an overpayment the client may want the money rather than a smaller next invoice. A card payment's
 * money goes back through the payment's own refund, so the processor is not involved here.
 */
import { formatCents, type creditRefundSchema } from '@employee-portal/core';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { notFound, refusal, validationFailed } from '../../platform/http/errors.ts';
import {
  availableCreditCents,
  clientAccountExists,
  commercialClient,
  creditEntryWithKey,
  lockClientAccount,
  recordClientCredit,
  refreshClientBalance,
  residentialClient,
  type ClientRef,
} from './client-ledger.ts';

const clientGone = () => notFound('This client does not exist.');

const refOf = (ids: { client_id?: number | null; commercial_customer_id?: number | null }): ClientRef =>
  ids.client_id ? residentialClient(ids.client_id) : commercialClient(ids.commercial_customer_id!);

export async function clientCredit(
  deps: AppDeps,
  member: MemberContext,
  ids: { client_id?: number | undefined; commercial_customer_id?: number | undefined },
) {
  const client = refOf(ids);
  if (!(await clientAccountExists(deps.db, member.organization.id, client))) throw clientGone();
  return { credit_cents: await availableCreditCents(deps.db, member.organization.id, client) };
}

const refundedHow = (body: z.output<typeof creditRefundSchema>) =>
  body.method === 'check' ? `by check #${body.check_number}` : 'in cash';

/** Answers the credit left. A retried request (same Idempotency-Key) records nothing more. */
export async function refundClientCredit(
  deps: AppDeps,
  member: MemberContext,
  body: z.output<typeof creditRefundSchema>,
  key: string | null,
) {
  if (!key) throw refusal(422, 'idempotency_key_required', 'An Idempotency-Key header is required.');
  const organizationId = member.organization.id;
  const client = refOf(body);
  const storedKey = `credit_refund:${key}`;
  const message = `${formatCents(body.amount_cents)} of credit was refunded ${refundedHow(body)}.`;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await lockClientAccount(tx, organizationId, client))) throw clientGone();
    if (await creditEntryWithKey(tx, organizationId, storedKey)) return;
    const available = await availableCreditCents(tx, organizationId, client);
    if (body.amount_cents > available)
      throw validationFailed({
        amount_cents: [
          available > 0 ? `At most ${formatCents(available)} can be refunded.` : 'The client has no credit to refund.',
        ],
      });
    await recordClientCredit(tx, organizationId, client, {
      kind: 'refund',
      amount_cents: -body.amount_cents,
      note: [`Credit refunded ${refundedHow(body)}`, body.note].filter(Boolean).join(': '),
      idempotency_key: storedKey,
      created_by_user_id: member.user.id,
      created_at: now,
    });
    await refreshClientBalance(tx, organizationId, client);
  });
  return { credit_cents: await availableCreditCents(deps.db, organizationId, client), message };
}
