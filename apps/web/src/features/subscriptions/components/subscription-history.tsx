import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SubscriptionEventWire } from '@employee-portal/core/subscriptions/subscription-wire';
import { NO_DATA } from '../../../components/fact-list/fact-list.tsx';
import { useDateFormatters } from '../../../lib/date-format.ts';
import { changeText, historyActionLabel } from '../history-text.ts';

/** Every change, pause, resume and cancel of the subscription, newest first as the API sends them. */
export function SubscriptionHistory({ history }: { history: readonly SubscriptionEventWire[] }) {
  const { formatDateTime } = useDateFormatters();
  if (history.length === 0) return <Typography color="text.secondary">No history yet</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="History">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>What changed</TableCell>
            <TableCell>By</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {history.map((event) => (
            <TableRow key={event.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.created_at)}</TableCell>
              <TableCell>{historyActionLabel(event.action)}</TableCell>
              <TableCell>
                <Typography variant="body2">{event.summary}</Typography>
                {event.changes.map((change) => (
                  <Typography key={change.field} variant="body2" color="text.secondary">
                    {changeText(change)}
                  </Typography>
                ))}
              </TableCell>
              <TableCell>{event.by ?? NO_DATA}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
