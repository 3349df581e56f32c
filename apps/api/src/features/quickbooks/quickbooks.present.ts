import type { MismatchWire, SyncLogWire } from '@employee-portal/core';
import type { QuickbooksCustomerRow } from './quickbooks.repository.ts';
import type { MismatchRow, SyncLogRow } from './quickbooks-sync.repository.ts';

export const presentQuickbooksCustomer = (row: QuickbooksCustomerRow) => ({
  id: row.quickbooks_id,
  display_name: row.display_name,
  email: row.email,
});

export const presentLog = (row: SyncLogRow): SyncLogWire => ({
  id: row.id,
  at: row.at.toISOString(),
  direction: row.direction,
  entity: row.entity,
  label: row.label,
  local_id: row.local_id,
  quickbooks_id: row.quickbooks_id,
  operation: row.operation,
  status: row.status,
  attempts: row.attempts,
  message: row.message,
});

export const presentMismatch = (row: MismatchRow): MismatchWire => ({
  id: row.id,
  kind: row.kind,
  entity: row.entity,
  label: row.label,
  local_id: row.local_id,
  quickbooks_id: row.quickbooks_id,
  ours_cents: row.ours_cents,
  theirs_cents: row.theirs_cents,
  found_at: row.found_at.toISOString(),
});
