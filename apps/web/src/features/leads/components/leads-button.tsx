import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { pathTo } from '@employee-portal/core/routes/route-table';
import { useHasPermission } from '../../../lib/session-store.ts';

/**
 * The way to /leads from the clients page: the spec menu has no Leads entry, so the page that lists clients offers
 * it. Hidden without the `leads` permission.
 */
export function LeadsButton() {
  const permitted = useHasPermission('leads');
  if (!permitted) return null;
  return (
    <Button component={RouterLink} to={pathTo('leads')}>
      Leads
    </Button>
  );
}
