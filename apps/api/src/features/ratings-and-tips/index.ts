/**
 * The ratings-and-tips feature's front door: the completion message's link, the every-visit tips step, and what the
 * client portal settings and the public directory listing show of ratings and tipping.
 */
export {
  issueFeedbackLink,
  ratingAndTippingState,
  ratingSummary,
  runRecurringTips,
} from './ratings-and-tips.service.ts';
