import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import EventAvailable from '@mui/icons-material/EventAvailable';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { useHasPermission } from '../../../lib/session-store.ts';

/**
 * The way to /new_client_planner where an office looks for it (the clients, leads and unassigned lists): the spec menu
 * has no entry for it. Hidden without the `new_client_planner` permission.
 */
export function NewClientPlannerButton() {
  const permitted = useHasPermission('new_client_planner');
  if (!permitted) return null;
  return (
    <Button component={RouterLink} to={pathTo('new_client_planner')} variant="outlined" startIcon={<EventAvailable />}>
      New Client Planner
    </Button>
  );
}
