import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface BulkActionsBarProps {
  count: number;
  onSkip: () => void;
  onMove: () => void;
  onReassign: () => void;
  onClear: () => void;
}

/** What the office can do with the selected jobs at once. */
export function BulkActionsBar({ count, onSkip, onMove, onReassign, onClear }: BulkActionsBarProps) {
  return (
    <Paper
      role="toolbar"
      aria-label="Selected jobs"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, py: 1, mb: 2 }}
    >
      <Typography sx={{ flexGrow: 1 }} role="status">
        {count} selected
      </Typography>
      <Button variant="contained" color="warning" onClick={onSkip}>
        Skip
      </Button>
      <Button variant="outlined" onClick={onMove}>
        Move to day
      </Button>
      <Button variant="outlined" onClick={onReassign}>
        Reassign to tech
      </Button>
      <Button onClick={onClear}>Clear selection</Button>
    </Paper>
  );
}
