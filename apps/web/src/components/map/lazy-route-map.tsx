/** The route map behind a lazy import: Leaflet and its CSS load only when a map is on screen. */
import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { RouteMapProps } from './map-types.ts';

const RouteMapImpl = lazy(() => import('./route-map.tsx').then((module) => ({ default: module.RouteMap })));

export function LazyRouteMap(props: RouteMapProps) {
  return (
    <Suspense
      fallback={<Skeleton variant="rectangular" height={props.height ?? 520} aria-label={`Loading ${props.label}`} />}
    >
      <RouteMapImpl {...props} />
    </Suspense>
  );
}
