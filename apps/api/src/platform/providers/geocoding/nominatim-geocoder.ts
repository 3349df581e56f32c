import type { Geocoder, MapPosition } from './geocoder.ts';
import { lookupBundledZip } from './zip-table.ts';

interface NominatimOptions {
  /** e.g. https://nominatim.openstreetmap.org or a self-hosted instance. */
  baseUrl: string;
  /** Nominatim's usage policy asks every client to identify itself. */
  userAgent: string;
  timeoutMs?: number;
}

/**
 * Live mode: Nominatim's structured search (https://nominatim.org/release-docs/latest/api/Search/), answering a JSON
 * array of places whose lat and lon are strings. Zip lookups stay on the bundled table: zips do not move.
 */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  return {
    async geocode(address) {
      const url = new URL('/search', options.baseUrl);
      url.search = new URLSearchParams({
        format: 'jsonv2',
        limit: '1',
        countrycodes: 'us',
        street: address.address_line1,
        city: address.city,
        state: address.state,
        postalcode: address.zip,
      }).toString();
      const response = await fetch(url, {
        headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
      const places = (await response.json()) as { lat?: string; lon?: string }[];
      return toPosition(places[0]);
    },
    lookupZip: lookupBundledZip,
  };
}

function toPosition(place: { lat?: string; lon?: string } | undefined): MapPosition | null {
  const lat = Number(place?.lat);
  const lng = Number(place?.lon);
  return place && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}
