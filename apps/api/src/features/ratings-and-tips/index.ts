/** The ratings-and-tips feature's front door: the completion message's link and the every-visit tips step. */
export { issueFeedbackLink, runRecurringTips } from './ratings-and-tips.service.ts';
