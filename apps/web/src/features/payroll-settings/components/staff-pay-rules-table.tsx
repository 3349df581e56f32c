import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents } from '@employee-portal/core/billing/money';
import type { StaffPayRules } from '@employee-portal/core/payroll/payroll-settings.responses';
import { bpsToPercentText } from '@employee-portal/core/staff/pay';
import { TableScrollArea } from '../../../components/data-table/table-scroll-area.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { StaffPayRulesDialog } from './staff-pay-rules-dialog.tsx';

const amount = (cents: number) => (cents === 0 ? '—' : formatCents(cents));

/** Every active member's pay rules side by side; all kinds of pay add up on the pay slip. */
export function StaffPayRulesTable({ rows, mileageRateCents }: { rows: StaffPayRules[]; mileageRateCents: number }) {
  const [editing, setEditing] = useState<StaffPayRules | null>(null);
  return (
    <Box sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2">
        Staff Pay Rules
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Per yard pays once for each client location serviced on a day, however many jobs were done there. A salary is
        split evenly over the pay periods of a year. A mileage rate of 0 uses the organization's rate (
        {formatCents(mileageRateCents)} per mile).
      </Typography>
      {rows.length === 0 ? (
        <Typography sx={{ mt: 2 }}>No active staff yet.</Typography>
      ) : (
        <TableScrollArea label="Staff pay rules" sx={{ mt: 1 }}>
          <Table size="small" aria-label="Staff pay rules">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Role</TableCell>
                <TableCell align="right">Hourly</TableCell>
                <TableCell align="right">Per Job</TableCell>
                <TableCell align="right">Per Dog</TableCell>
                <TableCell align="right">Per Yard</TableCell>
                <TableCell align="right">Commission</TableCell>
                <TableCell align="right">Salary / Year</TableCell>
                <TableCell align="right">Mileage / Mile</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.membership_id}>
                  <TableCell>{row.full_name}</TableCell>
                  <TableCell>{row.role_name ?? '—'}</TableCell>
                  <TableCell align="right">{amount(row.hourly_rate_cents)}</TableCell>
                  <TableCell align="right">{amount(row.per_job_rate_cents)}</TableCell>
                  <TableCell align="right">{amount(row.per_dog_rate_cents)}</TableCell>
                  <TableCell align="right">{amount(row.per_yard_rate_cents)}</TableCell>
                  <TableCell align="right">
                    {row.commission_bps === 0 ? '—' : `${bpsToPercentText(row.commission_bps)}%`}
                  </TableCell>
                  <TableCell align="right">{amount(row.salary_cents_per_year)}</TableCell>
                  <TableCell align="right">
                    {row.mileage_rate_cents === 0 ? 'Organization rate' : formatCents(row.mileage_rate_cents)}
                  </TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => setEditing(row)}
                      aria-label={`Edit pay rules of ${row.full_name}`}
                    >
                      Edit
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScrollArea>
      )}
      {editing && <StaffPayRulesDialog member={editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
