/**
 * Routes on the map: numbered pins in each route's colour joined by a line in route order, each pin's popup linking
 * to its stop. Leaflet directly, as location-map.tsx (no react-leaflet, DESIGN §7), behind lazy-route-map.tsx. Pins
 * and lines are the map's own drawing, so they show when no tile loads.
 */
import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import type { MapPoint, MapRoute, RouteMapProps } from './map-types.ts';

const DEFAULT_CENTER: L.LatLngTuple = [39.7392, -104.9903];
const DEFAULT_ZOOM = 11;
const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** A round pin with the stop's number in white (the route colours are dark enough); the title names it. */
const stopIcon = (colour: string, order: number) =>
  L.divIcon({
    className: '',
    iconSize: [26, 26],
    iconAnchor: [13, 13],
    popupAnchor: [0, -13],
    html: `<span aria-hidden="true" style="display:flex;align-items:center;justify-content:center;width:26px;height:26px;border-radius:50%;background:${colour};color:#fff;font:600 12px/1 sans-serif;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.5)">${order}</span>`,
  });

/** A square marker, unlike the round stops: S for the start, E for the end, S/E when the route comes back. */
const endpointIcon = (colour: string, text: string) =>
  L.divIcon({
    className: '',
    iconSize: [30, 22],
    iconAnchor: [15, 11],
    html: `<span aria-hidden="true" style="display:flex;align-items:center;justify-content:center;width:30px;height:22px;border-radius:3px;background:#fff;color:${colour};font:700 11px/1 sans-serif;border:2px solid ${colour};box-shadow:0 1px 4px rgba(0,0,0,.5)">${text}</span>`,
  });

const samePoint = (a: MapPoint, b: MapPoint) => a.lat === b.lat && a.lng === b.lng;

/** The start and end markers of a route, named for screen readers and hover. */
function endpointMarkers(route: MapRoute): L.Marker[] {
  const marker = (point: MapPoint, text: string, name: string) =>
    L.marker([point.lat, point.lng], { icon: endpointIcon(route.colour, text), title: name, alt: name });
  const { start, end } = route;
  if (start && end && samePoint(start, end)) return [marker(start, 'S/E', `Start and end (${route.name})`)];
  return [
    ...(start ? [marker(start, 'S', `Start (${route.name})`)] : []),
    ...(end ? [marker(end, 'E', `End (${route.name})`)] : []),
  ];
}

/** The popup is built from DOM nodes, so names and addresses are text, never markup. */
function popupOf(
  route: MapRoute,
  stop: MapRoute['stops'][number],
  props: Pick<RouteMapProps, 'hrefOf' | 'onOpenStop' | 'linkLabel'>,
) {
  const box = document.createElement('div');
  const title = document.createElement('strong');
  title.textContent = `${stop.order}. ${stop.label}`;
  const tech = document.createElement('div');
  tech.textContent = route.name;
  const link = document.createElement('a');
  link.href = props.hrefOf(stop.id);
  link.textContent = props.linkLabel;
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    props.onOpenStop(stop.id);
  });
  box.append(title, tech, link);
  return box;
}

const routesKey = (routes: readonly MapRoute[]) =>
  routes
    .map(
      (route) =>
        `${route.id}:${route.colour}:${route.joined !== false}:${route.stops.map((stop) => `${stop.id}@${stop.lat},${stop.lng}`).join('|')}:${route.start?.lat},${route.start?.lng}:${route.end?.lat},${route.end?.lng}`,
    )
    .join(';');

export function RouteMap({ label, routes, hrefOf, onOpenStop, linkLabel, height = 520 }: RouteMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  // The latest callbacks, read by the popups' links, which are built once per set of routes.
  const handlers = useRef({ hrefOf, onOpenStop });
  useEffect(() => {
    handlers.current = { hrefOf, onOpenStop };
  });

  useEffect(() => {
    if (!container.current) return undefined;
    const created = L.map(container.current, { center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM, scrollWheelZoom: false });
    L.tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION }).addTo(created);
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, []);

  const key = routesKey(routes);
  useEffect(() => {
    if (!map) return undefined;
    const links = {
      linkLabel,
      hrefOf: (id: number) => handlers.current.hrefOf(id),
      onOpenStop: (id: number) => handlers.current.onOpenStop(id),
    };
    const layers: L.Layer[] = [];
    for (const route of routes) {
      const points = [...(route.start ? [route.start] : []), ...route.stops, ...(route.end ? [route.end] : [])].map(
        (point): L.LatLngTuple => [point.lat, point.lng],
      );
      layers.push(...endpointMarkers(route));
      if (route.joined !== false && points.length > 1)
        layers.push(L.polyline(points, { color: route.colour, weight: 4, opacity: 0.85, className: 'route-line' }));
      for (const stop of route.stops) {
        const name = `${stop.order}. ${stop.label} (${route.name})`;
        layers.push(
          L.marker([stop.lat, stop.lng], {
            icon: stopIcon(route.colour, stop.order),
            title: name,
            alt: name,
          }).bindPopup(popupOf(route, stop, links)),
        );
      }
    }
    const group = L.featureGroup(layers).addTo(map);
    const bounds = group.getBounds();
    if (bounds.isValid()) map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
    return () => void group.remove();
    // The key stands for the routes: a new array with the same stops keeps the drawing and the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key, linkLabel]);

  return (
    <div role="region" aria-label={label}>
      <Box ref={container} sx={{ height, width: '100%', borderRadius: 1, overflow: 'hidden' }} />
    </div>
  );
}
