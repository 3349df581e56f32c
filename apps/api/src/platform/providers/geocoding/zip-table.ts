import type { ZipPlace } from './geocoder.ts';

type ZipCodes = typeof import('zipcodes');
let table: Promise<ZipCodes> | null = null;

/** The bundled US zip table (~5 MB) loads on first use, not at start. */
export async function lookupBundledZip(zip: string): Promise<ZipPlace | null> {
  table ??= import('zipcodes').then((module) => ((module as { default?: ZipCodes }).default ?? module) as ZipCodes);
  const found = (await table).lookup(zip);
  if (!found || found.country !== 'US') return null;
  return { lat: found.latitude, lng: found.longitude, city: found.city, state: found.state };
}
