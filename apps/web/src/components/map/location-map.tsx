/**
 * The map of service locations (OpenStreetMap tiles through Leaflet). Loaded lazily through lazy-location-map.tsx so
 * Leaflet stays out of every other page's code. Without tiles (offline, tests) the markers and the pin still work.
 */
import { useEffect, useMemo } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import type { LocationMapProps, MapPoint } from './map-types.ts';

/** Denver: the map's centre when there is nothing to show yet. */
const DEFAULT_CENTER: MapPoint = { lat: 39.7392, lng: -104.9903 };
const DEFAULT_ZOOM = 11;
const SINGLE_POINT_ZOOM = 15;

/** A CSS pin: Leaflet's default marker images do not survive bundling, and a drawn pin needs no request. */
const pinIcon = (color: string) =>
  L.divIcon({
    className: '',
    iconSize: [22, 22],
    iconAnchor: [11, 22],
    tooltipAnchor: [0, -22],
    html: `<span style="display:block;width:22px;height:22px;border-radius:50% 50% 50% 0;background:${color};border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.5);transform:rotate(-45deg)"></span>`,
  });
const MARKER_ICON = pinIcon('#00897b');
const PIN_ICON = pinIcon('#d32f2f');

/** Keeps every marker in view as the set changes. */
function FitToPoints({ points }: { points: readonly MapPoint[] }) {
  const map = useMap();
  const key = points.map((point) => `${point.lat},${point.lng}`).join(';');
  useEffect(() => {
    const [first] = points;
    if (!first) return;
    if (points.length === 1) map.setView([first.lat, first.lng], Math.max(map.getZoom(), SINGLE_POINT_ZOOM));
    else map.fitBounds(L.latLngBounds(points.map((point) => [point.lat, point.lng] as [number, number])), { padding: [24, 24] });
    // The key stands for the points: a new array with the same places does not move the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

function DropPin({ onPinChange }: { onPinChange: (point: MapPoint) => void }) {
  useMapEvents({ click: (event) => onPinChange({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) }) });
  return null;
}

/** Six decimals: about 10 cm, more than a yard needs. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

export default function LocationMap({ label, markers = [], pin = null, onPinChange, height = 280, center = null }: LocationMapProps) {
  const placed = useMemo(() => markers.filter((marker) => marker.lat !== null && marker.lng !== null) as (MapPoint & { id: string | number; label: string })[], [markers]);
  const points = useMemo(() => (pin ? [pin] : placed.length ? placed : center ? [center] : []), [pin, placed, center]);
  const start = points[0] ?? DEFAULT_CENTER;
  return (
    <div role="region" aria-label={label} data-pin={pin ? `${pin.lat},${pin.lng}` : ''} style={{ height, width: '100%', borderRadius: 4, overflow: 'hidden' }}>
      <MapContainer center={[start.lat, start.lng]} zoom={points.length ? SINGLE_POINT_ZOOM : DEFAULT_ZOOM} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false}>
        <TileLayer url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png" attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors' />
        <FitToPoints points={points} />
        {placed.map((marker) => (
          <Marker key={marker.id} position={[marker.lat, marker.lng]} icon={MARKER_ICON} title={marker.label} alt={marker.label}>
            <Tooltip>{marker.label}</Tooltip>
          </Marker>
        ))}
        {onPinChange && <DropPin onPinChange={onPinChange} />}
        {pin && (
          <Marker
            position={[pin.lat, pin.lng]}
            icon={PIN_ICON}
            title="Dropped pin"
            alt="Dropped pin"
            draggable={Boolean(onPinChange)}
            eventHandlers={{
              dragend: (event) => {
                const position = (event.target as L.Marker).getLatLng();
                onPinChange?.({ lat: round(position.lat), lng: round(position.lng) });
              },
            }}
          />
        )}
      </MapContainer>
    </div>
  );
}
