import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@employee-portal/core';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createOrganization } from '../../../test/support/factories.ts';
import { createMember } from '../../../test/support/staff-factories.ts';
import { createClient } from '../../../test/support/client-factories.ts';
import { lastMessageTo } from '../../../test/support/outbox.ts';
import { giftCertificateEntries, giftCertificates } from './gift-certificates.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-22T18:00:00Z'));
});
afterAll(() => t.close());

async function organizationWithOwner() {
  const organization = await createOrganization(t.db);
  return { organization, owner: await createMember(t.db, organization.id, { role: 'Owner' }) };
}
const send = (
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers?: Record<string, string>,
) => t.injectAs(token, { method, url, payload: method === 'GET' ? undefined : (payload ?? {}), headers });

const sale = {
  amount_cents: 5000,
  purchaser_name: 'Pat Buyer',
  purchaser_email: 'pat@example.com',
  recipient_name: 'Robin Gift',
  message: 'Happy birthday!',
  expires_on: '2027-11-22',
};

async function sold(token: string, body: object = sale) {
  const response = await send(token, 'POST', '/api/gift_certificates', body);
  expect(response.statusCode).toBe(201);
  return response.json().gift_certificate as { id: number; code: string; balance_cents: number; status: string };
}

describe('gift certificates', () => {
  it('are sold with a readable code, redeemed in parts with a ledger, and listed by status', async () => {
    const { organization, owner } = await organizationWithOwner();
    const certificate = await sold(owner.token);
    expect(certificate.code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    expect(certificate).toMatchObject({ balance_cents: 5000, status: 'active' });

    const client = await createClient(t.db, organization.id, { first_name: 'Robin' });
    const redeemed = await send(owner.token, 'POST', `/api/gift_certificates/${certificate.id}/redeem`, {
      amount_cents: 1999,
      client_id: client.id,
      note: 'November invoice',
    });
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json().gift_certificate.balance_cents).toBe(3001);
    expect(
      redeemed
        .json()
        .entries.map((entry: { kind: string; amount_cents: number; balance_after_cents: number }) => [
          entry.kind,
          entry.amount_cents,
          entry.balance_after_cents,
        ]),
    ).toEqual([
      ['sale', 5000, 5000],
      ['redemption', -1999, 3001],
    ]);
    expect(redeemed.json().entries[1].client).toEqual({ id: client.id, name: 'Robin Client' });

    await send(owner.token, 'POST', `/api/gift_certificates/${certificate.id}/redeem`, { amount_cents: 3001 });
    const list = await send(owner.token, 'GET', '/api/gift_certificates?status=redeemed');
    expect(list.json().data.map((row: { id: number; status: string }) => [row.id, row.status])).toEqual([
      [certificate.id, 'redeemed'],
    ]);
    expect((await send(owner.token, 'GET', '/api/gift_certificates?status=active')).json().data).toEqual([]);
  });

  it('never let the balance go negative', async () => {
    const { owner } = await organizationWithOwner();
    const certificate = await sold(owner.token);
    const refused = await send(owner.token, 'POST', `/api/gift_certificates/${certificate.id}/redeem`, {
      amount_cents: 5001,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'insufficient_balance', message: 'The balance is only $50.00.' });
    expect(
      (await send(owner.token, 'GET', `/api/gift_certificates/${certificate.id}`)).json().gift_certificate
        .balance_cents,
    ).toBe(5000);
  });

  it('let only one of two simultaneous redemptions through when together they exceed the balance', async () => {
    const { owner } = await organizationWithOwner();
    const certificate = await sold(owner.token);
    const pair = await Promise.all(
      [3000, 3000].map((amount_cents) =>
        send(owner.token, 'POST', `/api/gift_certificates/${certificate.id}/redeem`, { amount_cents }),
      ),
    );
    expect(pair.map((attempt) => attempt.statusCode).sort()).toEqual([200, 409]);

    const another = await sold(owner.token);
    const crowd = await Promise.all(
      Array.from({ length: 5 }, () =>
        send(owner.token, 'POST', `/api/gift_certificates/${another.id}/redeem`, { amount_cents: 1500 }),
      ),
    );
    expect(crowd.filter((attempt) => attempt.statusCode === 200)).toHaveLength(3);
    const [stored] = await t.db.select().from(giftCertificates).where(eq(giftCertificates.id, another.id));
    expect(stored!.balance_cents).toBe(500);
    const entries = await t.db
      .select()
      .from(giftCertificateEntries)
      .where(eq(giftCertificateEntries.gift_certificate_id, another.id));
    expect(
      entries
        .filter((entry) => entry.kind === 'redemption')
        .map((entry) => entry.balance_after_cents)
        .sort((a, b) => a - b),
    ).toEqual([500, 2000, 3500]);
  });

  it('answer a retried redemption with the same Idempotency-Key without taking the money twice', async () => {
    const { owner } = await organizationWithOwner();
    const certificate = await sold(owner.token);
    const headers = { 'idempotency-key': 'redeem-0001' };
    const first = await send(
      owner.token,
      'POST',
      `/api/gift_certificates/${certificate.id}/redeem`,
      { amount_cents: 1000 },
      headers,
    );
    const retry = await send(
      owner.token,
      'POST',
      `/api/gift_certificates/${certificate.id}/redeem`,
      { amount_cents: 1000 },
      headers,
    );
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.json().gift_certificate.balance_cents).toBe(4000);
  });

  it('refuse redemptions after expiry and after a void', async () => {
    const { owner } = await organizationWithOwner();
    const expiring = await sold(owner.token, { ...sale, expires_on: '2026-11-22' });
    expect(
      (await send(owner.token, 'POST', `/api/gift_certificates/${expiring.id}/redeem`, { amount_cents: 100 }))
        .statusCode,
    ).toBe(200);
    t.clock.set(new Date('2026-11-23T18:00:00Z'));
    try {
      const late = await send(owner.token, 'POST', `/api/gift_certificates/${expiring.id}/redeem`, {
        amount_cents: 100,
      });
      expect(late.json().error).toBe('gift_certificate_expired');
      expect(
        (await send(owner.token, 'GET', `/api/gift_certificates/${expiring.id}`)).json().gift_certificate.status,
      ).toBe('expired');
    } finally {
      t.clock.set(new Date('2026-11-22T18:00:00Z'));
    }
    const voided = await sold(owner.token);
    const afterVoid = await send(owner.token, 'POST', `/api/gift_certificates/${voided.id}/void`, {
      reason: 'Refunded',
    });
    expect(afterVoid.json().gift_certificate).toMatchObject({ status: 'void', balance_cents: 0 });
    expect(
      (await send(owner.token, 'POST', `/api/gift_certificates/${voided.id}/redeem`, { amount_cents: 100 })).json()
        .error,
    ).toBe('gift_certificate_void');
  });

  it('print as a PDF', async () => {
    const { owner } = await organizationWithOwner();
    const certificate = await sold(owner.token);
    const pdf = await send(owner.token, 'GET', `/api/gift_certificates/${certificate.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('have their people, message and expiry corrected, never their amount, and not once voided', async () => {
    const { owner } = await organizationWithOwner();
    const certificate = await sold(owner.token);
    const url = `/api/gift_certificates/${certificate.id}`;
    const details = {
      purchaser_name: 'Pat Buyer',
      purchaser_email: 'pat@example.com',
      recipient_name: 'Robin Giftee',
      recipient_email: 'robin@example.com',
      message: '',
      expires_on: '2027-12-31',
    };
    const edited = await send(owner.token, 'PUT', url, { ...details, amount_cents: 99_900 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().gift_certificate).toMatchObject({
      recipient_name: 'Robin Giftee',
      recipient_email: 'robin@example.com',
      message: null,
      expires_on: '2027-12-31',
      amount_cents: 5000,
      balance_cents: 5000,
    });

    const past = await send(owner.token, 'PUT', url, { ...details, expires_on: '2026-01-01' });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ expires_on: [messages.dateCannotBeInPast] });
    const badEmail = await send(owner.token, 'PUT', url, { ...details, recipient_email: 'robin@' });
    expect(badEmail.json().errors).toEqual({ recipient_email: [messages.emailInvalid] });
    expect((await send(owner.token, 'GET', url)).json().gift_certificate.expires_on).toBe('2027-12-31');

    await send(owner.token, 'POST', `${url}/void`, { reason: 'Refunded' });
    expect((await send(owner.token, 'PUT', url, details)).json()).toMatchObject({ error: 'gift_certificate_void' });
  });

  it('are e-mailed to the recipient or the purchaser with the PDF attached, only while active', async () => {
    const { organization, owner } = await organizationWithOwner();
    const certificate = await sold(owner.token);
    const url = `/api/gift_certificates/${certificate.id}/email`;
    const noAddress = await send(owner.token, 'POST', url, {});
    expect(noAddress.statusCode).toBe(422);
    expect(noAddress.json().errors).toEqual({ to: ['The recipient has no e-mail address'] });

    expect((await send(owner.token, 'POST', url, { to: 'purchaser' })).json()).toEqual({
      message: 'The gift certificate was e-mailed to pat@example.com.',
    });
    const mail = await lastMessageTo(t.db, 'pat@example.com');
    expect(mail.subject).toBe(`Your $50.00 gift certificate for ${organization.name}`);
    expect(mail.body).toContain(certificate.code.match(/.{4}/g)!.join('-'));
    expect(mail.body).toMatch(/\[Attached: gift-certificate-[A-Z0-9-]+\.pdf\]/);

    await send(owner.token, 'POST', `/api/gift_certificates/${certificate.id}/redeem`, { amount_cents: 5000 });
    expect((await send(owner.token, 'POST', url, { to: 'purchaser' })).json()).toMatchObject({
      error: 'gift_certificate_not_active',
    });
  });

  it('reject bad input with the catalogue’s words, storing nothing', async () => {
    const { owner } = await organizationWithOwner();
    const bad = await send(owner.token, 'POST', '/api/gift_certificates', {
      ...sale,
      amount_cents: 0,
      recipient_name: ' ',
      purchaser_email: 'nope',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      amount_cents: [messages.mustBePositive],
      recipient_name: [messages.required],
      purchaser_email: [messages.emailInvalid],
    });
    const pastExpiry = await send(owner.token, 'POST', '/api/gift_certificates', { ...sale, expires_on: '2026-11-21' });
    expect(pastExpiry.statusCode).toBe(422);
    expect(pastExpiry.json().errors).toEqual({ expires_on: [messages.dateCannotBeInPast] });
    expect((await send(owner.token, 'GET', '/api/gift_certificates')).json().meta.total).toBe(0);
  });

  it("are another organization's business: 404 and nothing listed", async () => {
    const { owner } = await organizationWithOwner();
    const certificate = await sold(owner.token);
    const { owner: stranger } = await organizationWithOwner();
    for (const [method, url, body] of [
      ['GET', `/api/gift_certificates/${certificate.id}`],
      ['GET', `/api/gift_certificates/${certificate.id}/pdf`],
      ['POST', `/api/gift_certificates/${certificate.id}/redeem`, { amount_cents: 100 }],
      ['POST', `/api/gift_certificates/${certificate.id}/void`, { reason: 'Mine now' }],
    ] as const) {
      expect((await send(stranger.token, method, url, body)).statusCode, url).toBe(404);
    }
    expect((await send(stranger.token, 'GET', '/api/gift_certificates')).json().data).toEqual([]);
    expect(
      (await send(owner.token, 'GET', `/api/gift_certificates/${certificate.id}`)).json().gift_certificate
        .balance_cents,
    ).toBe(5000);
  });
});
