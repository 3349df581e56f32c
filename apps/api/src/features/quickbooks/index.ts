/** The QuickBooks feature's front door: its scheduled tasks. */
export { runQuickbooksSync } from './quickbooks-push.service.ts';
export { runQuickbooksPull } from './quickbooks-pull.service.ts';
export { runQuickbooksReconcile } from './quickbooks-reconcile.service.ts';
