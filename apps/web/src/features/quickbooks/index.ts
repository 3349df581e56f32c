/** The QuickBooks feature's public surface: whether the organization's books are connected, for other pages. */
export { useQuickbooksStatus } from './api/connection.ts';
export { quickbooksKeys } from './api/quickbooks-keys.ts';
