/**
 * The gift certificate forms (sell, edit, redeem, void): amounts typed in dollars and sent as integer cents, with the
 * catalogue's words under the fields; and the words the pages show for statuses and ledger entries.
 */
import { z } from 'zod';
import { calendarDate } from '@employee-portal/core/dashboard/time-range';
import { refusePastDays } from '@employee-portal/core/dates';
import { optionalEmailField, optionalText, requiredText } from '@employee-portal/core/fields';
import { messages } from '@employee-portal/core/messages/catalogue';
import type {
  EditGiftCertificateBody,
  GiftCertificateStatus,
  SellGiftCertificateBody,
} from '@employee-portal/core/subscriptions/gift-certificate.schema';
import { dollarsField } from '../../components/form/dollars-field.ts';
import type {
  GiftCertificate,
  GiftCertificateEntry,
  GiftCertificateSort,
  RedeemBody,
} from './api/gift-certificates.ts';

const MAX_AMOUNT_CENTS = 10_000_000;

/** An amount of a gift certificate: the shared dollars field, and never $0. */
const amountField = () =>
  dollarsField(MAX_AMOUNT_CENTS).refine((cents) => cents > 0, { error: messages.mustBePositive });

/** A blank date field means no expiry. */
const optionalDay = z
  .string()
  .transform((text) => text.trim() || null)
  .pipe(calendarDate.nullable());

/** Who bought it, for whom, the message and the expiry: typed when selling, correctable later. */
const detailFields = {
  purchaser_name: requiredText(100),
  purchaser_email: optionalEmailField(),
  recipient_name: requiredText(100),
  recipient_email: optionalEmailField(),
  message: optionalText(500),
  expires_on: optionalDay,
};
type DetailOutput = z.output<z.ZodObject<typeof detailFields>>;
const detailsBody = (details: DetailOutput): EditGiftCertificateBody => ({
  ...details,
  purchaser_email: details.purchaser_email ?? null,
  recipient_email: details.recipient_email ?? null,
  message: details.message || undefined,
});

export const sellFormSchema = z
  .object({ amount: amountField(), ...detailFields })
  .transform(({ amount, ...details }): SellGiftCertificateBody => ({ amount_cents: amount, ...detailsBody(details) }));
export type SellFormValues = z.input<typeof sellFormSchema>;
/** The sale form on the organization's `today`: an expiry before it reads 'Cannot be in the past'. */
export const sellFormSchemaOn = (today: string) => sellFormSchema.superRefine(refusePastDays(['expires_on'], today));
export const emptySellForm: SellFormValues = {
  amount: '',
  purchaser_name: '',
  purchaser_email: '',
  recipient_name: '',
  recipient_email: '',
  message: '',
  expires_on: '',
};
/** A 422 answer names the wire field; the form shows the amount under the dollars typed. */
const SELL_FIELD_OF_SERVER_FIELD: Record<string, keyof SellFormValues> = {
  amount_cents: 'amount',
  purchaser_name: 'purchaser_name',
  purchaser_email: 'purchaser_email',
  recipient_name: 'recipient_name',
  recipient_email: 'recipient_email',
  message: 'message',
  expires_on: 'expires_on',
};
export const sellFieldOf = (serverField: string): keyof SellFormValues | null =>
  Object.hasOwn(SELL_FIELD_OF_SERVER_FIELD, serverField) ? (SELL_FIELD_OF_SERVER_FIELD[serverField] ?? null) : null;
/** The correction form has every field of the sale but the amount. */
export const editFieldOf = (serverField: string): Exclude<keyof SellFormValues, 'amount'> | null => {
  const field = sellFieldOf(serverField);
  return field === 'amount' ? null : field;
};

export const editFormSchema = z.object(detailFields).transform(detailsBody);
export type EditFormValues = z.input<typeof editFormSchema>;
/** The correction form: a new expiry cannot lie in the past, the saved one may stay (as the API rules). */
export const editFormSchemaFor = (today: string, savedExpiry: string | null) =>
  editFormSchema.superRefine(refusePastDays(['expires_on'], today, { expires_on: savedExpiry }));
export const editFormValues = (certificate: GiftCertificate): EditFormValues => ({
  purchaser_name: certificate.purchaser_name,
  purchaser_email: certificate.purchaser_email ?? '',
  recipient_name: certificate.recipient_name,
  recipient_email: certificate.recipient_email ?? '',
  message: certificate.message ?? '',
  expires_on: certificate.expires_on ?? '',
});

export const redeemFormSchema = z
  .object({ amount: amountField(), note: optionalText(200) })
  .transform(({ amount, note }): RedeemBody => (note ? { amount_cents: amount, note } : { amount_cents: amount }));
export type RedeemFormValues = z.input<typeof redeemFormSchema>;

export { newIdempotencyKey } from '../../lib/idempotency-key.ts';

export const GIFT_CERTIFICATE_STATUS_LABELS: Record<GiftCertificateStatus, string> = {
  active: 'Active',
  redeemed: 'Redeemed',
  expired: 'Expired',
  void: 'Void',
};
export const GIFT_CERTIFICATE_STATUS_COLORS = {
  active: 'success',
  redeemed: 'info',
  expired: 'warning',
  void: 'default',
} as const satisfies Record<GiftCertificateStatus, string>;

export const ENTRY_KIND_LABELS: Record<GiftCertificateEntry['kind'], string> = {
  sale: 'Sale',
  redemption: 'Redemption',
  void: 'Void',
  return: 'Returned (invoice voided)',
};

export const GIFT_CERTIFICATE_SORT_LABELS: Record<GiftCertificateSort, string> = {
  '-created_at': 'Newest first',
  created_at: 'Oldest first',
  code: 'Code (A–Z)',
  '-code': 'Code (Z–A)',
  balance: 'Balance (low to high)',
  '-balance': 'Balance (high to low)',
};

/** Whether the certificate can still be redeemed or voided from its page. */
export const isOpenCertificate = (status: GiftCertificateStatus) => status === 'active';
