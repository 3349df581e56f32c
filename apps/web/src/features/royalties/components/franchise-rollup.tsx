import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Skeleton from '@mui/material/Skeleton';
import { formatCents } from '@employee-portal/core/billing/money';
import { TableScrollArea } from '../../../components/data-table/table-scroll-area.tsx';
import { serverFieldErrors, serverMessage } from '../../../lib/api-errors.ts';
import { useGenerateRoyaltyInvoices, useRoyaltyRollup } from '../api/royalties.ts';
import { monthLabel, RoyaltyInvoiceChip } from './royalty-status.tsx';

/** The franchisor's tab: its members' collected revenue and royalties by month, and invoicing an ended month now. */
export function FranchiseRollup() {
  const rollup = useRoyaltyRollup(true);
  if (rollup.isPending) return <Skeleton variant="rounded" height={160} />;
  if (rollup.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void rollup.refetch()}>
            Retry
          </Button>
        }
      >
        {serverMessage(rollup.error)}
      </Alert>
    );
  return (
    <Stack spacing={2}>
      <GenerateMonthForm />
      {rollup.data.months.length === 0 ? (
        <Typography color="text.secondary">No member of {rollup.data.franchise_name} has been invoiced yet.</Typography>
      ) : (
        <TableScrollArea label="Franchise roll-up by month">
          <Table size="small" aria-label="Franchise roll-up by month">
            <TableHead>
              <TableRow>
                <TableCell>Month</TableCell>
                <TableCell>Member</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Collected revenue</TableCell>
                <TableCell align="right">Royalties and ad fund</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rollup.data.months.flatMap((month) => [
                // The tint is on the cells, so the month's cell keeps it where it stays in view.
                <TableRow key={month.month} sx={{ '& > td': { bgcolor: 'grey.100' } }}>
                  <TableCell>
                    <strong>{monthLabel(month.month)}</strong>
                  </TableCell>
                  <TableCell>
                    {month.members.length === 1 ? '1 member' : `${month.members.length} members`},{' '}
                    {formatCents(month.paid_cents)} paid
                  </TableCell>
                  <TableCell />
                  <TableCell align="right">
                    <strong>{formatCents(month.collected_revenue_cents)}</strong>
                  </TableCell>
                  <TableCell align="right">
                    <strong>{formatCents(month.total_cents)}</strong>
                  </TableCell>
                </TableRow>,
                ...month.members.map((member) => (
                  <TableRow key={`${month.month}-${member.organization_id}`}>
                    <TableCell />
                    <TableCell>{member.organization_name}</TableCell>
                    <TableCell>
                      <RoyaltyInvoiceChip status={member.status} size="small" />
                    </TableCell>
                    <TableCell align="right">{formatCents(member.collected_revenue_cents)}</TableCell>
                    <TableCell align="right">{formatCents(member.total_cents)}</TableCell>
                  </TableRow>
                )),
              ])}
            </TableBody>
          </Table>
        </TableScrollArea>
      )}
    </Stack>
  );
}

function GenerateMonthForm() {
  const generate = useGenerateRoyaltyInvoices();
  const [month, setMonth] = useState('');
  const fieldError = generate.isError ? (serverFieldErrors(generate.error).month ?? null) : null;
  return (
    <Stack
      component="form"
      direction="row"
      spacing={2}
      sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (month) generate.mutate(month);
      }}
    >
      <TextField
        label="Month to invoice"
        type="month"
        size="small"
        value={month}
        onChange={(event) => setMonth(event.target.value)}
        error={Boolean(fieldError)}
        helperText={fieldError ?? 'Members not yet invoiced for an ended month get their invoice now.'}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="outlined" loading={generate.isPending} disabled={!month}>
        Make invoices
      </Button>
      {generate.isSuccess && (
        <Alert severity="success">
          {generate.data.created === 1 ? '1 invoice made' : `${generate.data.created} invoices made`} for{' '}
          {monthLabel(generate.data.month)}.
        </Alert>
      )}
      {generate.isError && !fieldError && <Alert severity="error">{serverMessage(generate.error)}</Alert>}
    </Stack>
  );
}
