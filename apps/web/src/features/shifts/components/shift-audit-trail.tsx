import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ShiftAudit, ShiftSnapshot } from '@employee-portal/core/shifts/shift.schema';
import { formatShiftDateTime, type TimeSettings } from '../shift-format.ts';

interface Change {
  field: string;
  before: string;
  after: string;
}

const blank = (value: string | number | null) => (value === null || value === '' ? '—' : String(value));

function snapshotFields(snapshot: ShiftSnapshot, settings: TimeSettings): Record<string, string> {
  const time = (instant: string | null) => (instant ? formatShiftDateTime(instant, settings) : '—');
  return {
    Start: time(snapshot.started_at),
    End: time(snapshot.ended_at),
    Breaks:
      snapshot.breaks.length === 0
        ? 'none'
        : snapshot.breaks.map((entry) => `${time(entry.started_at)} – ${time(entry.ended_at)}`).join('; '),
    'Start odometer': blank(snapshot.start_odometer),
    'End odometer': blank(snapshot.end_odometer),
    'Miles driven': blank(snapshot.miles_driven),
    Vehicle: blank(snapshot.vehicle),
    Notes: blank(snapshot.notes),
  };
}

/** What one audit entry changed, field by field, in the organization's time zone. */
export function auditChanges(audit: ShiftAudit, settings: TimeSettings): Change[] {
  if (!audit.before)
    return [{ field: 'Shift', before: '—', after: `added by the office: ${audit.reason ?? 'no reason given'}` }];
  const before = snapshotFields(audit.before, settings);
  if (!audit.after) return [{ field: 'Shift', before: 'existed', after: 'deleted' }];
  const after = snapshotFields(audit.after, settings);
  return Object.keys(before)
    .filter((field) => before[field] !== after[field])
    .map((field) => ({ field, before: before[field] ?? '', after: after[field] ?? '' }));
}

/** Spec: each correction is kept with who, when, before and after; a shift the office added, with why. */
export function ShiftAuditTrail({ audits, settings }: { audits: readonly ShiftAudit[]; settings: TimeSettings }) {
  if (audits.length === 0) return <Typography color="text.secondary">No changes yet.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Audit trail">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>Field</TableCell>
            <TableCell>Before</TableCell>
            <TableCell>After</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {audits.flatMap((audit) => {
            const changes = auditChanges(audit, settings);
            const rows = changes.length > 0 ? changes : [{ field: '—', before: 'no change', after: 'no change' }];
            return rows.map((change, index) => (
              <TableRow key={`${audit.id}-${change.field}`}>
                <TableCell>{index === 0 ? formatShiftDateTime(audit.changed_at, settings) : ''}</TableCell>
                <TableCell>{index === 0 ? (audit.changed_by?.full_name ?? 'System') : ''}</TableCell>
                <TableCell>{change.field}</TableCell>
                <TableCell>{change.before}</TableCell>
                <TableCell>{change.after}</TableCell>
              </TableRow>
            ));
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
