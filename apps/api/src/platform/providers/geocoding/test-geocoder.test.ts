import { describe, expect, it } from 'vitest';
import { createTestGeocoder } from './test-geocoder.ts';

const geocoder = createTestGeocoder();
const address = (address_line1: string, zip = '80202') => ({ address_line1, city: 'Denver', state: 'CO', zip });

describe('test geocoder', () => {
  it('places an address within about a kilometre of its zip centre, the same way every time', async () => {
    const centre = (await geocoder.lookupZip('80202'))!;
    const first = (await geocoder.geocode(address('1 Oak St')))!;
    expect(Math.abs(first.lat - centre.lat)).toBeLessThanOrEqual(0.006);
    expect(Math.abs(first.lng - centre.lng)).toBeLessThanOrEqual(0.006);
    expect(await geocoder.geocode(address('1 OAK ST'))).toEqual(first);
    expect(await geocoder.geocode(address('2 Oak St'))).not.toEqual(first);
  });

  it('knows US zips and nothing else', async () => {
    expect(await geocoder.lookupZip('80301')).toMatchObject({ city: 'Boulder', state: 'CO' });
    expect(await geocoder.lookupZip('00000')).toBeNull();
    expect(await geocoder.geocode(address('1 Oak St', '00000'))).toBeNull();
  });
});
