/** The settings page's sections, in the order the work is done; the first is the page's plain address. */
export const quickbooksTabs = ['connection', 'mapping', 'customers', 'sync_log', 'reconciliation'] as const;
export type QuickbooksTab = (typeof quickbooksTabs)[number];

export const quickbooksTabLabels: Record<QuickbooksTab, string> = {
  connection: 'Connection',
  mapping: 'Mapping',
  customers: 'Customers',
  sync_log: 'Sync Log',
  reconciliation: 'Reconciliation',
};
