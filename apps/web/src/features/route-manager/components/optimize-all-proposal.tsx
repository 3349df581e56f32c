import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OptimizeAllResponse } from '@employee-portal/core/routing/route-manager.schema';
import { duration, miles } from '../route-format.ts';

interface OptimizeAllProposalProps {
  proposal: OptimizeAllResponse;
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
}

/** 'Optimize all' before it is saved: each tech's day before and after, and the jobs that change tech. */
export function OptimizeAllProposal({ proposal, saving, onSave, onCancel }: OptimizeAllProposalProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="optimize-all-title"
      sx={{ p: 2, mb: 2, borderColor: 'primary.main' }}
    >
      <Typography variant="h6" component="h2" id="optimize-all-title">
        Proposed routes (not saved yet)
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Longest day {duration(proposal.longest_day_before_s)} → {duration(proposal.longest_day_after_s)}; all routes{' '}
        {miles(proposal.distance_before_m)} → {miles(proposal.distance_after_m)}.
      </Typography>
      <Table size="small" aria-label="Each tech's day before and after">
        <TableHead>
          <TableRow>
            <TableCell>Tech</TableCell>
            <TableCell align="right">Stops</TableCell>
            <TableCell align="right">Distance</TableCell>
            <TableCell align="right">Day length (drive + on site)</TableCell>
            <TableCell align="right">Finishes</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {proposal.routes.map((route) => (
            <TableRow key={route.user_id}>
              <TableCell>{route.name}</TableCell>
              <TableCell align="right">
                {route.before.stops} → {route.after.stops}
              </TableCell>
              <TableCell align="right">
                {miles(route.before.distance_m)} → {miles(route.after.distance_m)}
              </TableCell>
              <TableCell align="right">
                {duration(route.before.day_s)} → {duration(route.after.day_s)}
              </TableCell>
              <TableCell align="right">
                {route.before.finish_time} → {route.after.finish_time}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ mt: 1.5 }}>
        {proposal.moved.length === 0 ? (
          <Typography>No job changes tech.</Typography>
        ) : (
          <>
            <Typography sx={{ fontWeight: 500 }}>Jobs that change tech</Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {proposal.moved.map((move) => (
                <li key={move.job_id}>
                  {move.label}: {move.from_name} → {move.to_name}
                </li>
              ))}
            </Box>
          </>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button variant="contained" onClick={onSave} loading={saving}>
          Save all routes
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </Box>
    </Paper>
  );
}
