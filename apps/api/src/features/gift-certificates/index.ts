/** The gift certificates feature's front door: certificates used on invoices. */
export {
  giftCertificateBalanceFor,
  redeemForInvoice,
  returnFromVoidedInvoice,
  usableGiftCertificateByCode,
  type UsableGiftCertificate,
} from './invoice-redemption.ts';
