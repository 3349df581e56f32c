/** The invoices feature's front door: the client account that payments, tips and reports share. */
export {
  applyPayment,
  applicationsOfInvoices,
  availableCreditCents,
  clientRefOf,
  commercialClient,
  lockClientAccount,
  openInvoicesOf,
  recordClientCredit,
  refreshClientBalance,
  residentialClient,
  type ClientRef,
  type OpenInvoice,
} from './client-ledger.ts';
export {
  billingSettingsOf,
  salesTaxRateFor,
  takeInvoiceNumbers,
  type AppliedTaxRate,
  type BillingSettingsRow,
} from './billing-settings.repository.ts';
export { runClientBilling } from './billing-run.service.ts';
export { billingSettingsOrDefaults } from './billing-settings.repository.ts';
export { voidUnpaidInvoice } from './invoice-void.ts';
export { cancelledVisitsPreview, giveBackCancelledVisits, type InvoiceGivingBack } from './prepaid-cancellation.ts';
