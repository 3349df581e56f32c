/**
 * The chosen option on the map: the tech's route that day (start, numbered stops, end) and the new client, with the
 * detour the new stop makes drawn dashed. Leaflet directly, as the other maps (DESIGN §7), behind lazy-planner-map.
 */
import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';

const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const ROUTE_COLOUR = '#1565c0';
const NEW_COLOUR = '#c62828';

export interface PlannerMapProps {
  label: string;
  point: { lat: number; lng: number };
  pointLabel: string;
  /** Start, stops in route order, end; empty before an option is chosen. */
  route: readonly { lat: number; lng: number }[];
  /** The new stop goes after route[insertAfter]. */
  insertAfter: number;
  techName: string;
  height?: number;
}

const pin = (colour: string, text: string, size = 24) =>
  L.divIcon({
    className: '',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    html: `<span aria-hidden="true" style="display:flex;align-items:center;justify-content:center;width:${size}px;height:${size}px;border-radius:50%;background:${colour};color:#fff;font:600 11px/1 sans-serif;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.5)">${text}</span>`,
  });

export function PlannerMap({ label, point, pointLabel, route, insertAfter, techName, height = 420 }: PlannerMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);

  useEffect(() => {
    if (!container.current) return undefined;
    const created = L.map(container.current, { center: [point.lat, point.lng], zoom: 12, scrollWheelZoom: false });
    L.tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION }).addTo(created);
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
    // The map is made once; the drawing below follows the props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const key = `${point.lat},${point.lng}|${insertAfter}|${route.map((stop) => `${stop.lat},${stop.lng}`).join(';')}`;
  useEffect(() => {
    if (!map) return undefined;
    const layers: L.Layer[] = [];
    const tuples = route.map((stop): L.LatLngTuple => [stop.lat, stop.lng]);
    if (tuples.length > 1) layers.push(L.polyline(tuples, { color: ROUTE_COLOUR, weight: 4, opacity: 0.8 }));
    const before = tuples[insertAfter];
    const after = tuples[insertAfter + 1];
    if (before && after) {
      layers.push(
        L.polyline([before, [point.lat, point.lng], after], { color: NEW_COLOUR, weight: 3, dashArray: '6 6' }),
      );
    }
    route.forEach((stop, index) => {
      const isStart = index === 0;
      const isEnd = index === route.length - 1;
      const text = isStart ? 'S' : isEnd ? 'E' : String(index);
      const name = isStart ? `${techName}: start` : isEnd ? `${techName}: end` : `${techName}: stop ${index}`;
      layers.push(L.marker([stop.lat, stop.lng], { icon: pin(ROUTE_COLOUR, text), title: name, alt: name }));
    });
    layers.push(
      L.marker([point.lat, point.lng], {
        icon: pin(NEW_COLOUR, 'New', 32),
        title: pointLabel,
        alt: pointLabel,
        zIndexOffset: 1000,
      }),
    );
    const group = L.featureGroup(layers).addTo(map);
    const bounds = group.getBounds();
    if (bounds.isValid()) map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
    return () => void group.remove();
    // The key stands for the drawing's inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key, techName, pointLabel]);

  return (
    <div role="region" aria-label={label}>
      <Box ref={container} sx={{ height, width: '100%', borderRadius: 1, overflow: 'hidden' }} />
    </div>
  );
}
