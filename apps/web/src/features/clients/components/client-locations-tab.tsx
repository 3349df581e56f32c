import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { messages } from '@employee-portal/core/messages/catalogue';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { FactList, NO_DATA } from '../../../components/fact-list/fact-list.tsx';
import { LocationMap } from '../../../components/map/lazy-location-map.tsx';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { NextCleanupDay } from '../../subscriptions/index.ts';
import { useDeleteLocation } from '../api/clients.ts';
import type { Client, ClientLocation } from '@employee-portal/core/clients/client.responses';
import { LocationDialog } from './location-dialog.tsx';

export const locationTitle = (location: ClientLocation) => location.name || location.address_line1;
const addressOf = (location: ClientLocation) =>
  [location.address_line1, location.address_line2, `${location.city}, ${location.state} ${location.zip}`]
    .filter(Boolean)
    .join(', ');

export function ClientLocationsTab({ client, disabled }: { client: Client; disabled: boolean }) {
  const [editing, setEditing] = useState<ClientLocation | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ClientLocation | null>(null);
  const remove = useDeleteLocation(client.id);
  const notify = useNotify();
  const markers = client.locations.map((location) => ({
    id: location.id,
    label: locationTitle(location),
    lat: location.lat,
    lng: location.lng,
  }));
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Locations
        </Typography>
        <Button variant="outlined" onClick={() => setEditing('new')} disabled={disabled}>
          Add Location
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 2 }}>
        {client.locations.map((location) => (
          <Card
            key={location.id}
            variant="outlined"
            component="section"
            aria-label={`Location ${locationTitle(location)}`}
          >
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {locationTitle(location)}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {addressOf(location)}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
                {!location.served && <Chip size="small" color="warning" label={messages.noServiceArea} />}
                {location.unsafe_dog && <Chip size="small" color="error" label="Unsafe dog" />}
                {location.pinned && <Chip size="small" label="Pinned on map" />}
                {location.work_areas.map((area) => (
                  <Chip key={area.id} size="small" variant="outlined" label={area.name} />
                ))}
              </Box>
              <FactList
                dense
                label={`Details of ${locationTitle(location)}`}
                facts={[
                  [
                    'Dogs',
                    location.dog_count
                      ? `${location.dog_count}${location.dog_names.length ? ` (${location.dog_names.join(', ')})` : ''}`
                      : 'None',
                  ],
                  ['Next Cleanup', <NextCleanupDay key="next-cleanup" clientLocationId={location.id} />],
                  ['Gate Code', location.gate_code || NO_DATA],
                  ['Notes for Techs', location.notes_for_techs || NO_DATA],
                ]}
              />
            </CardContent>
            <CardActions>
              <Button size="small" onClick={() => setEditing(location)} disabled={disabled}>
                Edit
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => setDeleting(location)}
                disabled={disabled || client.locations.length < 2}
              >
                Delete
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
      <LocationMap label="Map of the client's locations" markers={markers} height={320} />
      {editing && (
        <LocationDialog
          client={client}
          location={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Location"
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify('The location was deleted.');
              setDeleting(null);
            },
            onError: (error) => {
              notify(serverMessage(error), 'error');
              setDeleting(null);
            },
          });
        }}
      >
        Delete the location {deleting ? locationTitle(deleting) : ''}? Its details will be gone.
      </ConfirmDialog>
    </Box>
  );
}
