/** The cross-sells feature's front door: the organization's active add-ons a subscription may carry. */
export { activeCrossSellNamed, activeCrossSells } from './cross-sells.repository.ts';
