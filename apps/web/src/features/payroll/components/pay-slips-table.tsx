import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import { formatCents } from '@employee-portal/core/billing/money';
import { grossPayParts, type GrossPayPartKey, signedPartCents } from '@employee-portal/core/payroll/gross-pay';
import type {
  PayAdjustmentWire,
  PayRunShowResponse,
  PaySlipWire,
} from '@employee-portal/core/payroll/pay-run.responses';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverFailureLine } from '../../../lib/api-errors.ts';
import { downloadPaySlipPdf, useEmailPaySlip, useRemoveAdjustment } from '../api/pay-runs.ts';
import { ADJUSTMENT_LABELS, AdjustmentDialog } from './adjustment-dialog.tsx';

const hours = (minutes: number) => (minutes / 60).toFixed(2);
const money = (cents: number) => (cents === 0 ? '—' : formatCents(cents));
const signed = (adjustment: PayAdjustmentWire) =>
  formatCents(adjustment.kind === 'deduction' ? -adjustment.amount_cents : adjustment.amount_cents);

type Figures = PayRunShowResponse['totals'];
const ADJUSTMENT_KEYS: readonly GrossPayPartKey[] = ['bonus_cents', 'reimbursement_cents', 'deduction_cents'];
/** The parts of gross pay with a column each; bonuses, reimbursements and deductions share the Adjustments column. */
const PAY_PARTS = grossPayParts.filter(
  (part) => !ADJUSTMENT_KEYS.includes(part.key) && part.key !== 'prior_period_correction_cents',
);
const adjustmentsNet = (figures: Figures) =>
  grossPayParts
    .filter((part) => ADJUSTMENT_KEYS.includes(part.key))
    .reduce((sum, part) => sum + signedPartCents(part, figures), 0);

const WORK_HEADERS = ['Regular Hours', 'Overtime Hours', 'Jobs', 'Job Revenue', 'Miles'];
const PAY_HEADERS = [...PAY_PARTS.map((part) => part.label), 'Adjustments', 'Prior Periods', 'Gross'];

/** What the work came to: hours, jobs with the revenue commission is taken on, and miles. Not pay itself. */
function WorkFigures({ slip }: { slip: Figures }) {
  return (
    <>
      <TableCell align="right">{hours(slip.regular_minutes)}</TableCell>
      <TableCell align="right">{hours(slip.overtime_minutes)}</TableCell>
      <TableCell align="right">{slip.jobs_completed}</TableCell>
      <TableCell align="right">{money(slip.job_revenue_cents)}</TableCell>
      <TableCell align="right">{slip.miles}</TableCell>
    </>
  );
}

function PayFigures({ slip }: { slip: Figures }) {
  return (
    <>
      {PAY_PARTS.map((part) => (
        <TableCell key={part.key} align="right">
          {money(signedPartCents(part, slip))}
        </TableCell>
      ))}
    </>
  );
}

function PayTableHead() {
  return (
    <TableHead>
      <TableRow>
        <TableCell rowSpan={2}>Staff Member</TableCell>
        <TableCell colSpan={WORK_HEADERS.length}>Work</TableCell>
        <TableCell colSpan={PAY_HEADERS.length}>Pay: these add up to Gross</TableCell>
        <TableCell rowSpan={2}>Actions</TableCell>
      </TableRow>
      <TableRow>
        {[...WORK_HEADERS, ...PAY_HEADERS].map((label) => (
          <TableCell key={label} align="right">
            {label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** Every member's slip with all its figures, the run's totals row, and the per-slip actions. */
export function PaySlipsTable({ show }: { show: PayRunShowResponse }) {
  const { run, slips, totals } = show;
  const isDraft = run.status === 'draft';
  const notify = useNotify();
  const [adding, setAdding] = useState<PaySlipWire | null>(null);
  const [removing, setRemoving] = useState<{ slip: PaySlipWire; adjustment: PayAdjustmentWire } | null>(null);
  const remove = useRemoveAdjustment(run.id);
  const email = useEmailPaySlip(run.id);
  const pdf = (slip: PaySlipWire) =>
    downloadPaySlipPdf(slip, run).catch((error: unknown) => notify(serverFailureLine(error), 'error'));
  const send = (slip: PaySlipWire) =>
    email.mutate(slip, {
      onSuccess: () => notify(`${slip.full_name}'s pay slip was e-mailed.`),
      onError: (error) => notify(serverFailureLine(error), 'error'),
    });

  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="Pay slips">
          <PayTableHead />
          <TableBody>
            {slips.map((slip) => (
              <TableRow key={slip.id} data-testid={`slip-${slip.membership_id}`}>
                <TableCell component="th" scope="row">
                  {slip.full_name}
                </TableCell>
                <WorkFigures slip={slip} />
                <PayFigures slip={slip} />
                <TableCell align="right">
                  {money(adjustmentsNet(slip))}
                  {slip.adjustments.map((adjustment) => (
                    <Box
                      key={adjustment.id}
                      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', whiteSpace: 'nowrap' }}
                    >
                      {ADJUSTMENT_LABELS[adjustment.kind]} {signed(adjustment)}: {adjustment.note}
                      {isDraft && (
                        <IconButton
                          size="small"
                          aria-label={`Remove ${ADJUSTMENT_LABELS[adjustment.kind].toLowerCase()} ${adjustment.note}`}
                          onClick={() => setRemoving({ slip, adjustment })}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      )}
                    </Box>
                  ))}
                  {isDraft && (
                    <Button
                      size="small"
                      onClick={() => setAdding(slip)}
                      aria-label={`Add adjustment for ${slip.full_name}`}
                    >
                      Add
                    </Button>
                  )}
                </TableCell>
                <TableCell align="right">
                  <Tooltip
                    title={slip.corrections
                      .map((entry) => `${entry.start_date} to ${entry.end_date}: ${formatCents(entry.amount_cents)}`)
                      .join('; ')}
                  >
                    <span>{money(slip.prior_period_correction_cents)}</span>
                  </Tooltip>
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="gross">
                  {formatCents(slip.gross_cents)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => void pdf(slip)} aria-label={`PDF for ${slip.full_name}`}>
                    PDF
                  </Button>
                  {!isDraft && (
                    <Button
                      size="small"
                      onClick={() => send(slip)}
                      loading={email.isPending && email.variables?.id === slip.id}
                      aria-label={`E-mail pay slip to ${slip.full_name}`}
                    >
                      {slip.emailed_at ? 'E-mail again' : 'E-mail'}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
            <TableRow sx={{ '& > *': { fontWeight: 700 } }} data-testid="totals">
              <TableCell component="th" scope="row">
                Totals
              </TableCell>
              <WorkFigures slip={totals} />
              <PayFigures slip={totals} />
              <TableCell align="right">{money(adjustmentsNet(totals))}</TableCell>
              <TableCell align="right">{money(totals.prior_period_correction_cents)}</TableCell>
              <TableCell align="right" data-testid="total-gross">
                {formatCents(totals.gross_cents)}
              </TableCell>
              <TableCell />
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
      {adding && <AdjustmentDialog runId={run.id} slip={adding} onClose={() => setAdding(null)} />}
      <ConfirmDialog
        open={removing !== null}
        title="Remove Adjustment"
        confirmLabel="Remove"
        destructive
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.adjustment.id, {
            onSuccess: () => setRemoving(null),
            onError: (error) => notify(serverFailureLine(error), 'error'),
          })
        }
      >
        {removing
          ? `Remove the ${ADJUSTMENT_LABELS[removing.adjustment.kind].toLowerCase()} of ${signed(removing.adjustment)} (${removing.adjustment.note}) from ${removing.slip.full_name}'s pay slip?`
          : ''}
      </ConfirmDialog>
    </>
  );
}
