import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  formatCents,
  formatGiftCertificateCode,
  giftCertificateStatus,
  pageOffset,
  pastDayErrors,
  redemptionRefusal,
  type GiftCertificateWire,
  type editGiftCertificateSchema,
  type emailGiftCertificateSchema,
  type giftCertificateListQuerySchema,
  type redeemGiftCertificateSchema,
  type sellGiftCertificateSchema,
} from '@employee-portal/core';
import type { AppDeps } from '../../platform/deps.ts';
import type { MemberContext } from '../../platform/auth/authenticate.ts';
import { organizationToday } from '../../platform/auth/organization-facts.ts';
import { notFound, refusal, validationFailed } from '../../platform/http/errors.ts';
import {
  clientBelongs,
  codeExists,
  findEntryByIdempotencyKey,
  findGiftCertificate,
  insertEntry,
  insertGiftCertificate,
  listEntries,
  listGiftCertificates,
  takeFromBalance,
  updateDetails,
  voidCertificate,
  type GiftCertificateRow,
} from './gift-certificates.repository.ts';
import { giftCertificatePdf } from './gift-certificate.pdf.ts';

/** No 0/O or 1/I: codes are read aloud and typed from paper. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 12;

const today = (deps: AppDeps, member: MemberContext) => organizationToday(member.organization, deps.clock.now());

export function presentGiftCertificate(row: GiftCertificateRow, day: string): GiftCertificateWire {
  return {
    id: row.id,
    code: row.code,
    amount_cents: row.amount_cents,
    balance_cents: row.balance_cents,
    purchaser_name: row.purchaser_name,
    purchaser_email: row.purchaser_email,
    recipient_name: row.recipient_name,
    recipient_email: row.recipient_email,
    message: row.message,
    expires_on: row.expires_on,
    status: giftCertificateStatus(
      { balance_cents: row.balance_cents, expires_on: row.expires_on, voided: row.voided_at !== null },
      day,
    ),
    created_at: row.created_at.toISOString(),
  };
}

export async function listCertificates(
  deps: AppDeps,
  member: MemberContext,
  query: z.output<typeof giftCertificateListQuerySchema>,
) {
  const day = today(deps, member);
  const { rows, total } = await listGiftCertificates(
    deps.db,
    member.organization.id,
    { ...query, today: day },
    { limit: query.per_page, offset: pageOffset(query) },
  );
  return {
    data: rows.map((row) => presentGiftCertificate(row, day)),
    meta: { page: query.page, per_page: query.per_page, total },
  };
}

async function unusedCode(deps: AppDeps, organizationId: number) {
  for (;;) {
    const code = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    if (!(await codeExists(deps.db, organizationId, code))) return code;
  }
}

export async function sellCertificate(
  deps: AppDeps,
  member: MemberContext,
  body: z.output<typeof sellGiftCertificateSchema>,
) {
  const day = today(deps, member);
  const pastExpiry = pastDayErrors({ expires_on: body.expires_on }, day);
  if (pastExpiry.expires_on) throw validationFailed(pastExpiry);
  const organizationId = member.organization.id;
  const code = await unusedCode(deps, organizationId);
  const now = deps.clock.now();
  const certificate = await deps.db.transaction(async (tx) => {
    const row = await insertGiftCertificate(tx, {
      ...body,
      message: body.message || null,
      organization_id: organizationId,
      code,
      balance_cents: body.amount_cents,
      sold_by_user_id: member.user.id,
      created_at: now,
    });
    await insertEntry(tx, {
      organization_id: organizationId,
      gift_certificate_id: row.id,
      kind: 'sale',
      amount_cents: body.amount_cents,
      balance_after_cents: body.amount_cents,
      note: `Sold to ${body.purchaser_name}`,
      created_by_user_id: member.user.id,
      created_at: now,
    });
    return row;
  });
  return { gift_certificate: presentGiftCertificate(certificate, day) };
}

async function certificateOrNotFound(deps: AppDeps, member: MemberContext, id: number) {
  const certificate = await findGiftCertificate(deps.db, { organization_id: member.organization.id, id });
  if (!certificate) throw notFound('This gift certificate does not exist.');
  return certificate;
}

export async function showCertificate(deps: AppDeps, member: MemberContext, id: number) {
  const certificate = await certificateOrNotFound(deps, member, id);
  const entries = await listEntries(deps.db, { organization_id: member.organization.id, id });
  return {
    gift_certificate: presentGiftCertificate(certificate, today(deps, member)),
    entries: entries.map(({ entry, client, author }) => ({
      id: entry.id,
      kind: entry.kind,
      amount_cents: entry.amount_cents,
      balance_after_cents: entry.balance_after_cents,
      client: client ? { id: client.id, name: `${client.first_name} ${client.last_name}` } : null,
      note: entry.note,
      by: author ? `${author.first_name} ${author.last_name}` : null,
      created_at: entry.created_at.toISOString(),
    })),
  };
}

const REFUSALS = {
  expired: () => refusal(409, 'gift_certificate_expired', 'This gift certificate has expired.'),
  insufficient_balance: (balance: number) =>
    refusal(409, 'insufficient_balance', `The balance is only ${formatCents(balance)}.`),
  void: () => refusal(409, 'gift_certificate_void', 'This gift certificate was voided.'),
};

/**
 * Redeems part or all of the balance. The balance check and the deduction are one UPDATE, so two redemptions at the
 * same moment can never take more than the balance together; a retried request with the same Idempotency-Key is
 * answered without taking the money again.
 */
export async function redeemCertificate(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  body: z.output<typeof redeemGiftCertificateSchema>,
  idempotencyKey: string | null,
) {
  const scope = { organization_id: member.organization.id, id };
  await certificateOrNotFound(deps, member, id);
  if (body.client_id && !(await clientBelongs(deps.db, scope.organization_id, body.client_id)))
    throw validationFailed({ client_id: ['Not valid'] });
  if (idempotencyKey && (await findEntryByIdempotencyKey(deps.db, scope, idempotencyKey)))
    return showCertificate(deps, member, id);
  const day = today(deps, member);
  const now = deps.clock.now();
  const taken = await deps.db.transaction(async (tx) => {
    const updated = await takeFromBalance(tx, scope, body.amount_cents, day);
    if (!updated) return null;
    await insertEntry(tx, {
      organization_id: scope.organization_id,
      gift_certificate_id: id,
      kind: 'redemption',
      amount_cents: -body.amount_cents,
      balance_after_cents: updated.balance_cents,
      client_id: body.client_id,
      note: body.note || null,
      idempotency_key: idempotencyKey,
      created_by_user_id: member.user.id,
      created_at: now,
    });
    return updated;
  });
  if (!taken) {
    const current = await certificateOrNotFound(deps, member, id);
    if (current.voided_at) throw REFUSALS.void();
    const reason = redemptionRefusal(current.balance_cents, body.amount_cents, {
      today: day,
      expires_on: current.expires_on,
    });
    throw reason === 'expired' ? REFUSALS.expired() : REFUSALS.insufficient_balance(current.balance_cents);
  }
  return showCertificate(deps, member, id);
}

export async function voidGiftCertificate(deps: AppDeps, member: MemberContext, id: number, reason: string) {
  const scope = { organization_id: member.organization.id, id };
  const before = await certificateOrNotFound(deps, member, id);
  if (before.voided_at) throw REFUSALS.void();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const voided = await voidCertificate(tx, scope, now);
    if (!voided) throw REFUSALS.void();
    await insertEntry(tx, {
      organization_id: scope.organization_id,
      gift_certificate_id: id,
      kind: 'void',
      amount_cents: -before.balance_cents,
      balance_after_cents: 0,
      note: reason,
      created_by_user_id: member.user.id,
      created_at: now,
    });
  });
  return showCertificate(deps, member, id);
}

export async function printCertificate(deps: AppDeps, member: MemberContext, id: number) {
  const certificate = await certificateOrNotFound(deps, member, id);
  return {
    pdf: await giftCertificatePdf(certificate, member.organization.name),
    filename: `gift-certificate-${formatGiftCertificateCode(certificate.code)}.pdf`,
  };
}

/** Corrects the people, message or expiry; a new expiry cannot lie in the past (an unchanged past one may stay). */
export async function editCertificate(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  body: z.output<typeof editGiftCertificateSchema>,
) {
  const before = await certificateOrNotFound(deps, member, id);
  if (before.voided_at) throw REFUSALS.void();
  const pastExpiry = pastDayErrors({ expires_on: body.expires_on }, today(deps, member), {
    expires_on: before.expires_on,
  });
  if (pastExpiry.expires_on) throw validationFailed(pastExpiry);
  const updated = await updateDetails(
    deps.db,
    { organization_id: member.organization.id, id },
    { ...body, message: body.message || null },
  );
  if (!updated) throw REFUSALS.void();
  return showCertificate(deps, member, id);
}

/** Sends the printable certificate to the recipient (or back to the purchaser) as a PDF attachment. */
export async function emailCertificate(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  body: z.output<typeof emailGiftCertificateSchema>,
) {
  const certificate = await certificateOrNotFound(deps, member, id);
  const status = giftCertificateStatus(
    {
      balance_cents: certificate.balance_cents,
      expires_on: certificate.expires_on,
      voided: certificate.voided_at !== null,
    },
    today(deps, member),
  );
  if (status !== 'active')
    throw refusal(409, 'gift_certificate_not_active', 'Only an active gift certificate can be sent.');
  const address = body.to === 'purchaser' ? certificate.purchaser_email : certificate.recipient_email;
  if (!address) throw validationFailed({ to: [`The ${body.to} has no e-mail address`] });
  const organization = member.organization.name;
  const code = formatGiftCertificateCode(certificate.code);
  const greeting = body.to === 'purchaser' ? certificate.purchaser_name : certificate.recipient_name;
  const from = body.to === 'purchaser' ? '' : ` from ${certificate.purchaser_name}`;
  await deps.mail.send({
    to: address,
    subject: `Your ${formatCents(certificate.amount_cents)} gift certificate for ${organization}`,
    text: [
      `Hello ${greeting},`,
      `Here is a ${formatCents(certificate.amount_cents)} gift certificate${from} for ${organization} (balance ${formatCents(certificate.balance_cents)}), code ${code}.`,
      ...(certificate.message && body.to === 'recipient' ? [`"${certificate.message}"`] : []),
      'The certificate is attached; quote the code when you book.',
    ].join('\n\n'),
    attachments: [
      {
        filename: `gift-certificate-${code}.pdf`,
        content: await giftCertificatePdf(certificate, organization),
        contentType: 'application/pdf',
      },
    ],
    organization_id: member.organization.id,
  });
  return { message: `The gift certificate was e-mailed to ${address}.` };
}
