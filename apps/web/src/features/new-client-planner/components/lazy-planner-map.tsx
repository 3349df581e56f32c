/** The planner map behind a lazy import: Leaflet and its CSS load only when a map is on screen. */
import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { PlannerMapProps } from './planner-map.tsx';

const PlannerMapImpl = lazy(() => import('./planner-map.tsx').then((module) => ({ default: module.PlannerMap })));

export function LazyPlannerMap(props: PlannerMapProps) {
  return (
    <Suspense
      fallback={<Skeleton variant="rectangular" height={props.height ?? 420} aria-label={`Loading ${props.label}`} />}
    >
      <PlannerMapImpl {...props} />
    </Suspense>
  );
}
