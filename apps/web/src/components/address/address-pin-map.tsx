import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { LocationMap } from '../map/lazy-location-map.tsx';
import type { MapMarker } from '../map/map-types.ts';
import { addressPath } from './address-fields.tsx';

interface AddressPinMapProps {
  /** The location's path in the form, as for AddressFields. */
  prefix: string;
  /** The map's accessible name. */
  label: string;
  /** Where the saved address already is, shown while no pin is dropped. */
  existing?: MapMarker;
  /** Where to look first, e.g. the typed zip's place. */
  center: { lat: number; lng: number } | null;
}

/**
 * The map under a location's address where the office may drop a pin on the exact spot: a pin sets lat/lng and
 * `pinned`, so the server keeps that spot instead of geocoding the address. Used inside a FormProvider.
 */
export function AddressPinMap({ prefix, label, existing, center }: AddressPinMapProps) {
  const { control, setValue } = useFormContext();
  const path = (field: 'lat' | 'lng' | 'pinned') => addressPath(prefix, field);
  const [lat, lng, pinned] = useWatch({ control, name: [path('lat'), path('lng'), path('pinned')] }) as [
    number | null,
    number | null,
    boolean,
  ];
  const pin = pinned && lat !== null && lng !== null ? { lat, lng } : null;
  const dropPin = (point: { lat: number; lng: number }) => {
    setValue(path('lat'), point.lat, { shouldDirty: true });
    setValue(path('lng'), point.lng, { shouldDirty: true });
    setValue(path('pinned'), true, { shouldDirty: true });
  };
  const removePin = () => {
    setValue(path('lat'), null, { shouldDirty: true });
    setValue(path('lng'), null, { shouldDirty: true });
    setValue(path('pinned'), false, { shouldDirty: true });
  };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, mb: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {pin
            ? `Pinned at ${pin.lat.toFixed(5)}, ${pin.lng.toFixed(5)}: this spot is kept instead of the address's.`
            : 'Click the map to drop a pin on the exact spot (optional).'}
        </Typography>
        {pin && (
          <Button size="small" onClick={removePin}>
            Remove Pin
          </Button>
        )}
      </Box>
      <LocationMap
        label={label}
        height={220}
        markers={existing ? [existing] : []}
        pin={pin}
        onPinChange={dropPin}
        center={center}
      />
    </>
  );
}
