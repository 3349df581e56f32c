import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useDateFormatters } from '../../../lib/date-format.ts';
import { useClientActivity } from '../api/clients.ts';
import { changeValueText, fieldLabel } from '../activity-format.ts';

/** Every change to the client: when, who, what, and each field's value before and after. */
export function ClientActivityTab({ clientId }: { clientId: number }) {
  const [page, setPage] = useState(1);
  const activity = useClientActivity(clientId, page);
  const { formatDateTime } = useDateFormatters();
  const total = activity.data?.meta.total ?? 0;
  const perPage = activity.data?.meta.per_page ?? 20;
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Activity
      </Typography>
      {activity.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void activity.refetch()}>
              Retry
            </Button>
          }
        >
          {serverMessage(activity.error)}
        </Alert>
      ) : activity.isPending ? (
        <Skeleton height={80} />
      ) : activity.data.data.length === 0 ? (
        <Typography color="text.secondary">No activity yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Activity">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>What</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {activity.data.data.map((entry) => (
                <TableRow key={entry.id} sx={{ verticalAlign: 'top' }}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.created_at)}</TableCell>
                  <TableCell>{entry.who}</TableCell>
                  <TableCell>
                    {entry.summary}
                    {entry.changes.length > 0 && (
                      <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
                        {entry.changes.map((change) => (
                          <li key={change.field}>
                            {fieldLabel(change.field)}: {changeValueText(change.from)} → {changeValueText(change.to)}
                          </li>
                        ))}
                      </Box>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {total > perPage && (
        <Pagination
          count={Math.ceil(total / perPage)}
          page={page}
          onChange={(_event, next) => setPage(next)}
          sx={{ mt: 1 }}
        />
      )}
    </Box>
  );
}
