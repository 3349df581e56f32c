import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { formatCents } from '@employee-portal/core/billing/money';
import { payRunExportLabels, type PayRunExportLayout } from '@employee-portal/core/payroll/pay-run.schema';
import type { PayRunShowResponse } from '@employee-portal/core/payroll/pay-run.responses';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverFailureLine } from '../../../lib/api-errors.ts';
import { exportPayRunCsv, useFinalizePayRun } from '../api/pay-runs.ts';
import { AdpExportDialog } from './adp-export-dialog.tsx';

/** The export menu (Generic, Gusto, ADP) and, on a draft, 'Create pay slips' after a confirmation. */
export function PayRunActions({ show }: { show: PayRunShowResponse }) {
  const { run, totals, slips } = show;
  const notify = useNotify();
  const finalize = useFinalizePayRun(run.id);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [askingAdp, setAskingAdp] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const download = (layout: PayRunExportLayout) => {
    setMenuAnchor(null);
    if (layout === 'adp') {
      setAskingAdp(true);
      return;
    }
    exportPayRunCsv(run.id, run, layout).catch((error: unknown) => notify(serverFailureLine(error), 'error'));
  };

  return (
    <>
      <Button
        variant="outlined"
        id="pay-run-export"
        aria-haspopup="menu"
        aria-expanded={menuAnchor !== null}
        aria-controls={menuAnchor ? 'pay-run-export-menu' : undefined}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
        disabled={slips.length === 0}
      >
        Export CSV
      </Button>
      <Menu
        id="pay-run-export-menu"
        anchorEl={menuAnchor}
        open={menuAnchor !== null}
        onClose={() => setMenuAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': 'pay-run-export' } }}
      >
        {(['generic', 'gusto', 'adp'] as const).map((layout) => (
          <MenuItem key={layout} onClick={() => download(layout)}>
            {payRunExportLabels[layout]}
          </MenuItem>
        ))}
      </Menu>
      {run.status === 'draft' && (
        <Button variant="contained" onClick={() => setConfirming(true)} disabled={slips.length === 0}>
          Create pay slips
        </Button>
      )}
      {askingAdp && (
        <AdpExportDialog
          onExport={(adp) => exportPayRunCsv(run.id, run, 'adp', adp)}
          onClose={() => setAskingAdp(false)}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title="Create Pay Slips"
        confirmLabel="Create pay slips"
        busy={finalize.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          finalize.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notify('The pay slips were created. This pay run is now locked.');
            },
            onError: (error) => {
              setConfirming(false);
              notify(serverFailureLine(error), 'error');
            },
          })
        }
      >
        {`Create the pay slips of ${run.start_date} to ${run.end_date} for ${slips.length} staff members, ${formatCents(totals.gross_cents)} gross in all? Every slip is recomputed and then locked: later corrections show on the next run.`}
      </ConfirmDialog>
    </>
  );
}
