/** The words the settings page uses for the contract's values, and the sentences built from its counts. */
import type {
  CustomerMatchListResponse,
  CustomerMatchMethod,
  CustomerMatchStatus,
  QuickbooksEnvironment,
  SyncEntity,
  syncDirections,
  syncLogStatuses,
} from '@employee-portal/core/accounting/quickbooks.schema';

export type SyncLogStatus = (typeof syncLogStatuses)[number];
export type SyncDirection = (typeof syncDirections)[number];

export const environmentLabels: Record<QuickbooksEnvironment, string> = {
  sandbox: 'Sandbox (test company)',
  production: 'Production',
};

export const matchStatusLabels: Record<CustomerMatchStatus, string> = {
  unmatched: 'Not matched',
  suggested: 'Suggested',
  matched: 'Matched',
  create: 'Create new',
};

export const matchMethodLabels: Record<CustomerMatchMethod, string> = {
  email: 'Same e-mail',
  name: 'Same name',
  manual: 'Linked by hand',
  create: 'Created new',
};

export const syncEntityLabels: Record<SyncEntity, string> = {
  customer: 'Customer',
  invoice: 'Invoice',
  payment: 'Payment',
  deposit: 'Deposit',
  refund: 'Refund',
};

export const syncStatusLabels: Record<SyncLogStatus, string> = {
  ok: 'OK',
  error: 'Failed',
  retrying: 'Retrying',
};

export const syncDirectionLabels: Record<SyncDirection, string> = {
  push: 'To QuickBooks',
  pull: 'From QuickBooks',
};

const clients = (count: number) => (count === 1 ? '1 client' : `${count} clients`);

/**
 * What finishing the matching step does, said before it is done: every client not linked to a QuickBooks customer is
 * created new there at the first sync. A suggestion left open is linked to its suggested customer by the sync rather
 * than created again, so it never makes a twin.
 */
export function finishMatchingSummary(counts: CustomerMatchListResponse['counts']): {
  createdNew: number;
  text: string;
  suggestionsNote: string | null;
} {
  const createdNew = counts.unmatched + counts.create;
  const linked = counts.matched;
  const text =
    createdNew === 0
      ? `No client will be created new in QuickBooks; ${clients(linked)} ${linked === 1 ? 'is' : 'are'} linked to a customer it already has.`
      : `${clients(createdNew)} will be created new in QuickBooks at the first sync; ${clients(linked)} ${
          linked === 1 ? 'is' : 'are'
        } linked to a customer QuickBooks already has.`;
  const suggestionsNote =
    counts.suggested === 0
      ? null
      : `${counts.suggested === 1 ? '1 open suggestion is' : `${counts.suggested} open suggestions are`} linked to the suggested customer at the sync.`;
  return { createdNew, text, suggestionsNote };
}
