/**
 * The map of service locations: Leaflet itself (BSD-2-Clause) with OpenStreetMap tiles, no React wrapper library
 * (react-leaflet carries the Hippocratic licence, DESIGN §7). Loaded lazily through lazy-location-map.tsx so Leaflet
 * stays out of every other page's code. Without tiles (offline, tests) the markers and the pin still work.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { LocationMapProps, MapPoint } from './map-types.ts';

/** Denver: the map's centre when there is nothing to show yet. */
const DEFAULT_CENTER: MapPoint = { lat: 39.7392, lng: -104.9903 };
const DEFAULT_ZOOM = 11;
const SINGLE_POINT_ZOOM = 15;
const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** A CSS pin: Leaflet's default marker images do not survive bundling, and a drawn pin needs no request. */
const pinIcon = (color: string) =>
  L.divIcon({
    className: '',
    iconSize: [22, 22],
    iconAnchor: [11, 22],
    tooltipAnchor: [0, -22],
    html: `<span style="display:block;width:22px;height:22px;border-radius:50% 50% 50% 0;background:${color};border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.5);transform:rotate(-45deg)"></span>`,
  });
const MARKER_ICON = pinIcon('#00695c');
const PIN_ICON = pinIcon('#c62828');

/** Six decimals: about 10 cm, more than a yard needs. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;
const toPoint = (latLng: L.LatLng): MapPoint => ({ lat: round(latLng.lat), lng: round(latLng.lng) });
const keyOf = (points: readonly MapPoint[]) => points.map((point) => `${point.lat},${point.lng}`).join(';');

export default function LocationMap({
  label,
  markers = [],
  pin = null,
  onPinChange,
  height = 280,
  center = null,
}: LocationMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  // The latest handler, read by Leaflet's listeners, which are bound once.
  const pinChange = useRef(onPinChange);
  useEffect(() => {
    pinChange.current = onPinChange;
  });
  const interactive = onPinChange !== undefined;

  const placed = useMemo(
    () => markers.filter((marker): marker is typeof marker & MapPoint => marker.lat !== null && marker.lng !== null),
    [markers],
  );
  const points = useMemo(() => (pin ? [pin] : placed.length ? placed : center ? [center] : []), [pin, placed, center]);
  const pointsKey = keyOf(points);

  useEffect(() => {
    if (!container.current) return undefined;
    const created = L.map(container.current, {
      center: [DEFAULT_CENTER.lat, DEFAULT_CENTER.lng],
      zoom: DEFAULT_ZOOM,
      scrollWheelZoom: false,
    });
    L.tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION }).addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) => pinChange.current?.(toPoint(event.latlng)));
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, []);

  // Keeps every marker in view as the set changes; the key stands for the points, so a new array with the same
  // places does not move the map.
  useEffect(() => {
    if (!map) return;
    const [first] = points;
    if (!first) return;
    if (points.length === 1) map.setView([first.lat, first.lng], Math.max(map.getZoom(), SINGLE_POINT_ZOOM));
    else
      map.fitBounds(L.latLngBounds(points.map((point) => [point.lat, point.lng] as [number, number])), {
        padding: [24, 24],
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, pointsKey]);

  const markersKey = placed.map((marker) => `${marker.id}:${marker.lat},${marker.lng}:${marker.label}`).join(';');
  useEffect(() => {
    if (!map) return undefined;
    const layer = L.layerGroup(
      placed.map((marker) =>
        L.marker([marker.lat, marker.lng], { icon: MARKER_ICON, title: marker.label, alt: marker.label }).bindTooltip(
          marker.label,
        ),
      ),
    ).addTo(map);
    return () => void layer.remove();
    // The key stands for the markers: a new array with the same markers keeps the layer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, markersKey]);

  // The pin's place, not the object: a new pin at the same place keeps its marker.
  const pinLat = pin?.lat;
  const pinLng = pin?.lng;
  useEffect(() => {
    if (!map || pinLat === undefined || pinLng === undefined) return undefined;
    const marker = L.marker([pinLat, pinLng], {
      icon: PIN_ICON,
      title: 'Dropped pin',
      alt: 'Dropped pin',
      draggable: interactive,
    }).addTo(map);
    marker.on('dragend', () => pinChange.current?.(toPoint(marker.getLatLng())));
    return () => void marker.remove();
  }, [map, pinLat, pinLng, interactive]);

  return (
    <div role="region" aria-label={label} data-pin={pin ? `${pin.lat},${pin.lng}` : ''}>
      <Box sx={{ position: 'relative', height, width: '100%', borderRadius: 1, overflow: 'hidden' }}>
        <Box ref={container} sx={{ height: '100%', width: '100%' }} />
        {/* Marks where 'Drop Pin at Map Centre' puts the pin, for those who move the map with the arrow keys. */}
        {interactive && (
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              width: 16,
              height: 16,
              ml: '-8px',
              mt: '-8px',
              zIndex: 1000,
              pointerEvents: 'none',
              background:
                'linear-gradient(#000,#000) center/2px 100% no-repeat, linear-gradient(#000,#000) center/100% 2px no-repeat',
              opacity: 0.6,
            }}
          />
        )}
      </Box>
      {interactive && map && (
        <Button size="small" sx={{ mt: 0.5 }} onClick={() => pinChange.current?.(toPoint(map.getCenter()))}>
          Drop Pin at Map Centre
        </Button>
      )}
    </div>
  );
}
