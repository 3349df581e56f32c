/** The payments feature's front door. */
export { invoiceOfPayLink, issuePayLink, payPagePath } from './pay-link.ts';
export { chargeAutopayInvoiceNow, runAutopay } from './autopay.ts';
export { recordAccountingPayment, type AccountingPaymentInput } from './accounting-payments.ts';
export { cardOnFileOf } from './payments.repository.ts';
