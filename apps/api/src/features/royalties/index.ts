/**
 * The royalties feature's front door: the scheduled monthly invoicing, the settings hub's line, and the franchise
 * terms and one-month invoicing the demo seed uses.
 */
export {
  invoiceMemberMonth,
  recordSettledRoyaltyPayment,
  royaltySettingsState,
  runRoyaltyInvoicing,
} from './royalties.service.ts';
export { writeRoyaltyTerms } from './royalties.repository.ts';
