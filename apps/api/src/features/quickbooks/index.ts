/** The QuickBooks feature's front door: its scheduled tasks, and what the demo seed connects and syncs with. */
export { runQuickbooksSync, queueMissing, workQueue } from './quickbooks-push.service.ts';
export { runQuickbooksPull, startChangeFeedNow } from './quickbooks-pull.service.ts';
export { reconcile, runQuickbooksReconcile } from './quickbooks-reconcile.service.ts';
export { connectWithCode, startSyncingFrom } from './quickbooks-connection.service.ts';
export { acceptSuggestionsOf, completeMatchingOf, saveMappingsFor } from './quickbooks-setup.service.ts';
export { firstPushedOpenInvoice } from './quickbooks-records.repository.ts';
