/**
 * The royalties feature's front door: the scheduled monthly invoicing, the settings hub's line, whether an
 * organization is its franchise's franchisor (the signed-in user carries it), and the franchise terms and one-month
 * invoicing the demo seed uses.
 */
export {
  invoiceMemberMonth,
  recordSettledRoyaltyPayment,
  royaltySettingsState,
  runRoyaltyInvoicing,
} from './royalties.service.ts';
export { runsFranchise, writeRoyaltyTerms } from './royalties.repository.ts';
