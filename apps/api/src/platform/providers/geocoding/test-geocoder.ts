import { createHash } from 'node:crypto';
import type { Geocoder } from './geocoder.ts';
import { lookupBundledZip } from './zip-table.ts';

/** About 1 km: addresses in one zip spread around its centre instead of stacking on one point. */
const SPREAD_DEGREES = 0.012;

function spreadFor(text: string) {
  const digest = createHash('sha256').update(text.toLowerCase()).digest();
  const unit = (offset: number) => digest.readUInt16BE(offset) / 0xffff - 0.5;
  return { lat: unit(0) * SPREAD_DEGREES, lng: unit(2) * SPREAD_DEGREES };
}

/** Test mode: a zip's centre from the bundled table, moved a little by a hash of the street address (stable per address). */
export function createTestGeocoder(): Geocoder {
  return {
    async geocode(address) {
      const place = await lookupBundledZip(address.zip);
      if (!place) return null;
      const spread = spreadFor(`${address.address_line1} ${address.zip}`);
      return { lat: Number((place.lat + spread.lat).toFixed(6)), lng: Number((place.lng + spread.lng).toFixed(6)) };
    },
    lookupZip: lookupBundledZip,
  };
}
