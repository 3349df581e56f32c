/** What the gift-certificates API answers: the API validates and documents with these, the web types with them. */
import { z } from 'zod';
import { listMetaSchema } from '../list.ts';
import { giftCertificateEntryWireSchema, giftCertificateWireSchema } from './gift-certificate.schema.ts';

export type GiftCertificate = z.infer<typeof giftCertificateWireSchema>;
export type GiftCertificateEntry = z.infer<typeof giftCertificateEntryWireSchema>;

export const giftCertificateListResponseSchema = z.object({
  data: z.array(giftCertificateWireSchema),
  meta: listMetaSchema,
});
export type GiftCertificateListResponse = z.infer<typeof giftCertificateListResponseSchema>;

/** A sale answers with the certificate alone: its ledger holds only the sale. */
export const giftCertificateResponseSchema = z.object({ gift_certificate: giftCertificateWireSchema });
export type GiftCertificateResponse = z.infer<typeof giftCertificateResponseSchema>;

/** The certificate with its ledger: what showing, redeeming, voiding and editing answer. */
export const giftCertificateLedgerResponseSchema = giftCertificateResponseSchema.extend({
  entries: z.array(giftCertificateEntryWireSchema),
});
export type GiftCertificateLedgerResponse = z.infer<typeof giftCertificateLedgerResponseSchema>;
