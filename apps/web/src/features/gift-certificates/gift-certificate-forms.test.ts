import { describe, expect, it } from 'vitest';
import { messages } from '@employee-portal/core/messages/catalogue';
import {
  editGiftCertificateSchema,
  formatGiftCertificateCode,
  normalizeGiftCertificateCode,
  redeemGiftCertificateSchema,
  sellGiftCertificateSchema,
} from '@employee-portal/core/subscriptions/gift-certificate.schema';
import {
  editFormSchema,
  editFormSchemaFor,
  editFormValues,
  emptySellForm,
  newIdempotencyKey,
  redeemFormSchema,
  sellFormSchema,
  sellFormSchemaOn,
  type SellFormValues,
} from './gift-certificate-forms.ts';
import { giftCertificateFiltersFromParams } from './gift-certificate-list-params.ts';

const sell = (changes: Partial<SellFormValues>) => ({
  ...emptySellForm,
  purchaser_name: 'Pat Buyer',
  recipient_name: 'Robin Gift',
  ...changes,
});
const errorsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the sell form', () => {
  it('sends $50.00 as 5000 cents with blank optional fields cleared, which the API accepts', () => {
    const body = sellFormSchema.parse(sell({ amount: '$50.00', purchaser_email: ' Pat@Example.com ' }));
    expect(body).toEqual({
      amount_cents: 5000,
      purchaser_name: 'Pat Buyer',
      purchaser_email: 'pat@example.com',
      recipient_name: 'Robin Gift',
      recipient_email: null,
      message: undefined,
      expires_on: null,
    });
    expect(sellGiftCertificateSchema.parse(body)).toMatchObject({ amount_cents: 5000, expires_on: null });
  });

  it('keeps the message and the expiry day', () => {
    expect(
      sellFormSchema.parse(sell({ amount: '1,000', message: ' Happy birthday! ', expires_on: '2027-11-22' })),
    ).toMatchObject({ amount_cents: 100000, message: 'Happy birthday!', expires_on: '2027-11-22' });
  });

  it('shows the catalogue words under the fields', () => {
    expect(errorsOf(sellFormSchema.safeParse(sell({ amount: '50.001' })))).toEqual({ amount: messages.currencyFormat });
    expect(errorsOf(sellFormSchema.safeParse(sell({ amount: '0' })))).toEqual({ amount: messages.mustBePositive });
    expect(
      errorsOf(sellFormSchema.safeParse(sell({ amount: '', purchaser_name: ' ', recipient_email: 'nope' }))),
    ).toEqual({ amount: messages.required, purchaser_name: messages.required, recipient_email: messages.emailInvalid });
    expect(errorsOf(sellFormSchema.safeParse(sell({ amount: '5', expires_on: '2027-02-30' })))).toEqual({
      expires_on: messages.notValid,
    });
  });
});

describe('the edit form', () => {
  const certificate = {
    id: 4,
    code: 'K7QM2XPA9TRD',
    amount_cents: 5000,
    balance_cents: 5000,
    purchaser_name: 'Pat Buyer',
    purchaser_email: null,
    recipient_name: 'Robin Gift',
    recipient_email: 'robin@example.com',
    message: null,
    expires_on: null,
    status: 'active' as const,
    created_at: '2026-11-22T18:00:00.000Z',
  };

  it('starts from the certificate and sends its people, message and expiry, never an amount', () => {
    const values = editFormValues(certificate);
    expect(values).toEqual({
      purchaser_name: 'Pat Buyer',
      purchaser_email: '',
      recipient_name: 'Robin Gift',
      recipient_email: 'robin@example.com',
      message: '',
      expires_on: '',
    });
    const body = editFormSchema.parse({ ...values, recipient_name: ' Robin Giftee ', expires_on: '2027-12-31' });
    expect(body).toEqual({
      purchaser_name: 'Pat Buyer',
      purchaser_email: null,
      recipient_name: 'Robin Giftee',
      recipient_email: 'robin@example.com',
      message: undefined,
      expires_on: '2027-12-31',
    });
    expect(editGiftCertificateSchema.parse(body)).not.toHaveProperty('amount_cents');
  });

  it('shows the catalogue words under the fields', () => {
    expect(
      errorsOf(
        editFormSchema.safeParse({ ...editFormValues(certificate), recipient_name: '', purchaser_email: 'pat@' }),
      ),
    ).toEqual({ recipient_name: messages.required, purchaser_email: messages.emailInvalid });
  });
});

describe('an expiry in the past', () => {
  const certificate = {
    id: 4,
    code: 'K7QM2XPA9TRD',
    amount_cents: 5000,
    balance_cents: 5000,
    purchaser_name: 'Pat Buyer',
    purchaser_email: null,
    recipient_name: 'Robin Gift',
    recipient_email: null,
    message: null,
    expires_on: '2026-10-31',
    status: 'expired' as const,
    created_at: '2026-01-02T18:00:00.000Z',
  };

  it("reads 'Cannot be in the past' when selling, as the API answers", () => {
    expect(
      errorsOf(sellFormSchemaOn('2026-11-22').safeParse(sell({ amount: '50', expires_on: '2026-11-21' }))),
    ).toEqual({ expires_on: messages.dateCannotBeInPast });
    expect(sellFormSchemaOn('2026-11-22').safeParse(sell({ amount: '50', expires_on: '2026-11-22' })).success).toBe(
      true,
    );
  });

  it('may stay when correcting other fields, but a new past day is refused', () => {
    const schema = editFormSchemaFor('2026-11-22', certificate.expires_on);
    expect(schema.safeParse({ ...editFormValues(certificate), recipient_name: 'Robin Giftee' }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ ...editFormValues(certificate), expires_on: '2026-11-01' }))).toEqual({
      expires_on: messages.dateCannotBeInPast,
    });
  });
});

describe('the redeem form', () => {
  it('sends dollars as cents, with the note only when one was typed', () => {
    expect(redeemFormSchema.parse({ amount: '30', note: '' })).toEqual({ amount_cents: 3000 });
    expect(redeemFormSchema.parse({ amount: '19.99', note: ' November invoice ' })).toEqual({
      amount_cents: 1999,
      note: 'November invoice',
    });
    expect(redeemGiftCertificateSchema.parse(redeemFormSchema.parse({ amount: '30', note: '' }))).toMatchObject({
      amount_cents: 3000,
      client_id: null,
    });
    expect(errorsOf(redeemFormSchema.safeParse({ amount: 'thirty', note: '' }))).toEqual({
      amount: messages.currencyFormat,
    });
  });

  it('makes a different idempotency key each time, shaped as a UUID', () => {
    const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey));
    expect(keys.size).toBe(20);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('falls back to random bytes where crypto.randomUUID is missing (plain http)', () => {
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('the gift certificate list query', () => {
  it('reads search, status and sort from the URL, dropping what the server would refuse', () => {
    expect(giftCertificateFiltersFromParams(new URLSearchParams('search=K7QM-2XPA&status=void&sort=-balance'))).toEqual(
      { search: 'K7QM-2XPA', status: 'void', sort: '-balance' },
    );
    expect(giftCertificateFiltersFromParams(new URLSearchParams('status=fully_redeemed&sort=name'))).toEqual({
      search: undefined,
      status: undefined,
      sort: '-created_at',
    });
  });

  it('shows codes in groups of four, and reads them back with or without dashes', () => {
    expect(formatGiftCertificateCode('K7QM2XPA9TRD')).toBe('K7QM-2XPA-9TRD');
    expect(normalizeGiftCertificateCode('k7qm-2xpa 9trd')).toBe('K7QM2XPA9TRD');
  });
});
