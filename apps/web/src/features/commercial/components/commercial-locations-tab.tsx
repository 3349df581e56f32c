import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { messages } from '@employee-portal/core/messages/catalogue';
import type {
  CommercialCustomerDetail,
  CommercialLocationView,
} from '@employee-portal/core/commercial/commercial.responses';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { FactList, NO_DATA } from '../../../components/fact-list/fact-list.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useCommercialLocations, useDeleteCommercialLocation } from '../api/commercial.ts';
import { CommercialLocationDialog } from './commercial-location-dialog.tsx';

export const locationAddress = (location: CommercialLocationView) =>
  [location.address_line1, location.address_line2, `${location.city}, ${location.state} ${location.zip}`]
    .filter(Boolean)
    .join(', ');

function LocationCard({
  location,
  disabled,
  onEdit,
  onDelete,
}: {
  location: CommercialLocationView;
  disabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const contact = [location.contact_name, location.contact_phone].filter(Boolean).join(' · ');
  return (
    <Card variant="outlined" component="section" aria-label={location.name}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h3" sx={{ flexGrow: 1 }}>
            {location.name}
          </Typography>
          {!location.in_service_area && <Chip size="small" color="warning" label={messages.noServiceArea} />}
          {location.status === 'inactive' && <Chip size="small" label="Inactive" />}
        </Box>
        <FactList
          dense
          label={`${location.name} details`}
          facts={[
            ['Address', locationAddress(location)],
            ['Stations', location.stations],
            ['Service Notes', location.service_notes ?? NO_DATA],
            ['Site Contact', contact || NO_DATA],
            ['Gate Code', location.gate_code ?? NO_DATA],
          ]}
        />
      </CardContent>
      <CardActions>
        <Button size="small" onClick={onEdit} disabled={disabled}>
          Edit
        </Button>
        <Button size="small" color="error" onClick={onDelete} disabled={disabled}>
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}

/** The customer's locations as cards: add, edit and delete (after a confirmation); read-only while inactive. */
export function CommercialLocationsTab({ customer }: { customer: CommercialCustomerDetail }) {
  const locations = useCommercialLocations(customer.id);
  const remove = useDeleteCommercialLocation();
  const notify = useNotify();
  const [editing, setEditing] = useState<CommercialLocationView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CommercialLocationView | null>(null);
  const inactive = customer.status === 'inactive';

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (answer) => {
        notify(answer.message);
        setDeleting(null);
      },
      onError: (error) => {
        notify(serverMessage(error), 'error');
        setDeleting(null);
      },
    });
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography sx={{ flexGrow: 1 }} color="text.secondary">
          {customer.locations_count === 1 ? '1 location' : `${customer.locations_count} locations`},{' '}
          {customer.stations_total} stations
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')} disabled={inactive}>
          Add Location
        </Button>
      </Box>
      {locations.isPending && <Skeleton variant="rounded" height={160} aria-label="Loading locations" />}
      {locations.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void locations.refetch()}>
              Retry
            </Button>
          }
        >
          {serverMessage(locations.error)}
        </Alert>
      )}
      {locations.data?.length === 0 && (
        <Typography color="text.secondary">No locations yet. Add one to schedule service.</Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {locations.data?.map((location) => (
          <LocationCard
            key={location.id}
            location={location}
            disabled={inactive}
            onEdit={() => setEditing(location)}
            onDelete={() => setDeleting(location)}
          />
        ))}
      </Box>
      {editing && (
        <CommercialLocationDialog
          key={editing === 'new' ? 'new' : editing.id}
          customerId={customer.id}
          location={editing === 'new' ? null : editing}
          open
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Location"
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && customer.locations_count === 1
          ? `Delete ${deleting.name}? It is the last location of ${customer.company_name}: the client stays, with nothing to schedule until a location is added.`
          : `Delete ${deleting?.name ?? 'this location'}? This cannot be undone.`}
      </ConfirmDialog>
    </Box>
  );
}
