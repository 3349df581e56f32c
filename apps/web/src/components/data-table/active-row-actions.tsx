import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';

/** Whether a setting's row (a reason, a plan) is offered today. */
export function ActiveStatusChip({ active }: { active: boolean }) {
  return <Chip size="small" label={active ? 'Active' : 'Inactive'} color={active ? 'success' : 'default'} />;
}

interface ActiveRowActionsProps {
  /** What the row is called, so each button says what it acts on to a screen reader. */
  name: string;
  active: boolean;
  /** This row's toggle is being saved. */
  pending: boolean;
  /** Another row's toggle is being saved: one at a time. */
  busy: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** The end of a settings row that can be switched off rather than lost: Activate/Deactivate, Edit, Delete. */
export function ActiveRowActions({ name, active, pending, busy, onToggle, onEdit, onDelete }: ActiveRowActionsProps) {
  return (
    <Box sx={{ whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Button
        size="small"
        aria-label={`${active ? 'Deactivate' : 'Activate'} ${name}`}
        loading={pending}
        disabled={busy}
        onClick={onToggle}
      >
        {active ? 'Deactivate' : 'Activate'}
      </Button>
      <IconButton size="small" aria-label={`Edit ${name}`} onClick={onEdit}>
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={`Delete ${name}`} onClick={onDelete}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
