/** The map behind a lazy import: Leaflet and its CSS load only when a map is on screen. */
import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { LocationMapProps } from './map-types.ts';

const LocationMapImpl = lazy(() => import('./location-map.tsx'));

export function LocationMap(props: LocationMapProps) {
  return (
    <Suspense
      fallback={<Skeleton variant="rectangular" height={props.height ?? 280} aria-label={`Loading ${props.label}`} />}
    >
      <LocationMapImpl {...props} />
    </Suspense>
  );
}
