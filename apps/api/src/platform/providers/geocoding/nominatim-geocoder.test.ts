import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStandIn } from '../../../../test/support/http-stand-in.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';

/**
 * The live adapter against a local stand-in answering as Nominatim's structured search documents
 * (GET /search?format=jsonv2&street=…&city=…&state=…&postalcode=…): a JSON array of places whose lat/lon are strings.
 */
let answer: { status: number; body: unknown } = { status: 200, body: [] };
let standIn: Awaited<ReturnType<typeof startStandIn>>;

beforeAll(async () => {
  standIn = await startStandIn(() => answer);
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});

const address = { address_line1: '1437 Bannock St', city: 'Denver', state: 'CO', zip: '80202' };
const geocoder = () =>
  createNominatimGeocoder({ baseUrl: standIn.url, userAgent: 'EmployeePortal/test (ops@example.com)' });

describe('Nominatim geocoder', () => {
  it('sends a structured US search identifying itself and reads the first place', async () => {
    answer = {
      status: 200,
      body: [
        { place_id: 1, lat: '39.7392364', lon: '-104.9848623', display_name: 'Denver City and County Building' },
        { lat: '1', lon: '2' },
      ],
    };
    expect(await geocoder().geocode(address)).toEqual({ lat: 39.7392364, lng: -104.9848623 });
    const [request] = standIn.requests;
    expect(request!.method).toBe('GET');
    const url = new URL(request!.url, standIn.url);
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'jsonv2',
      limit: '1',
      countrycodes: 'us',
      street: '1437 Bannock St',
      city: 'Denver',
      state: 'CO',
      postalcode: '80202',
    });
    expect(request!.headers['user-agent']).toBe('EmployeePortal/test (ops@example.com)');
  });

  it('answers null when nothing is found or the place has no usable position', async () => {
    answer = { status: 200, body: [] };
    expect(await geocoder().geocode(address)).toBeNull();
    answer = { status: 200, body: [{ lat: 'north', lon: '-104.9' }] };
    expect(await geocoder().geocode(address)).toBeNull();
  });

  it('fails loudly on an error status so callers can fall back to a pin', async () => {
    answer = { status: 503, body: { error: 'busy' } };
    await expect(geocoder().geocode(address)).rejects.toThrow('Geocoder answered 503');
  });

  it('looks zips up in the bundled table without a request', async () => {
    expect(await geocoder().lookupZip('80202')).toMatchObject({ city: 'Denver', state: 'CO' });
    expect(standIn.requests).toHaveLength(0);
  });
});
