/** The payments feature's public surface for other pages (client pages, the invoice page). */
export { SavedCardsPanel } from './components/saved-cards-panel.tsx';
export { ChargeInvoiceButton } from './components/charge-invoice-button.tsx';
export { newIdempotencyKey } from './api/payments.ts';
