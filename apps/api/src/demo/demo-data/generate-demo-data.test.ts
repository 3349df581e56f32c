import { describe, expect, it } from 'vitest';
import { lookupBundledZip } from '../../platform/providers/geocoding/zip-table.ts';
import { commercialNeighborhoods } from './commercial-names.ts';
import { denverZips } from './denver-zips.ts';
import { generateDemoData, MAX_DAYS_AGO, type DemoData } from './generate-demo-data.ts';
import { streetsByArea } from './streets.ts';

const METRO = { minLat: 39.45, maxLat: 40.05, minLng: -105.25, maxLng: -104.6 };
const zipByCode = new Map(denverZips.map((z) => [z.zip, z]));

function allLocations(data: DemoData) {
  return [
    ...data.residentialClients.flatMap((c) => c.locations),
    ...data.commercialCustomers.flatMap((c) => c.locations),
  ];
}

describe('demo data tables', () => {
  it('has unique zips inside the metro and neighborhoods that point at them', () => {
    expect(zipByCode.size).toBe(denverZips.length);
    for (const zip of denverZips) {
      expect(zip.zip).toMatch(/^80\d{3}$/);
      expect(zip.lat).toBeGreaterThan(METRO.minLat + 0.02);
      expect(zip.lat).toBeLessThan(METRO.maxLat - 0.02);
      expect(zip.lng).toBeGreaterThan(METRO.minLng + 0.02);
      expect(zip.lng).toBeLessThan(METRO.maxLng - 0.02);
    }
    for (const neighborhood of commercialNeighborhoods) expect(zipByCode.has(neighborhood.zip)).toBe(true);
  });

  it('names each zip by the city the bundled zip table (the client form and the test geocoder) gives it', async () => {
    for (const zip of denverZips)
      expect(`${zip.zip} ${zip.city}`).toBe(`${zip.zip} ${(await lookupBundledZip(zip.zip))?.city}`);
  });
});

describe('generateDemoData', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect(generateDemoData(42)).toEqual(generateDemoData(42));
    expect(generateDemoData()).toEqual(generateDemoData(42));
    expect(generateDemoData(7)).not.toEqual(generateDemoData(42));
  });

  // Several seeds, because the invariants must not depend on the default seed's luck.
  describe.each([42, 1, 7, 2024, 99999])('seed %i', (seed) => {
    const data = generateDemoData(seed);
    const residential = data.residentialClients;
    const commercial = data.commercialCustomers;

    it('has 150 residential clients and 10 commercial customers', () => {
      expect(residential).toHaveLength(150);
      expect(commercial).toHaveLength(10);
    });

    it('uses unique example.com emails and unique 10-digit Denver phones', () => {
      const emails = [...residential.map((c) => c.email), ...commercial.map((c) => c.billing_email)];
      const phones = [...residential.map((c) => c.phone), ...commercial.map((c) => c.billing_phone)];
      expect(new Set(emails).size).toBe(emails.length);
      expect(new Set(phones).size).toBe(phones.length);
      for (const email of emails) expect(email).toMatch(/^[a-z0-9.-]+@example\.com$/);
      for (const phone of phones) expect(phone).toMatch(/^(303|720)\d{7}$/);
    });

    it('places every location in a known zip, near its centroid and inside the metro', () => {
      for (const location of allLocations(data)) {
        const zip = zipByCode.get(location.zip);
        expect(zip, location.zip).toBeDefined();
        if (zip === undefined) continue;
        expect(location.city).toBe(zip.city);
        expect(location.state).toBe('CO');
        expect(Math.abs(location.lat - zip.lat)).toBeLessThanOrEqual(0.02);
        expect(Math.abs(location.lng - zip.lng)).toBeLessThanOrEqual(0.02);
        expect(location.lat).toBeGreaterThanOrEqual(METRO.minLat);
        expect(location.lat).toBeLessThanOrEqual(METRO.maxLat);
        expect(location.lng).toBeGreaterThanOrEqual(METRO.minLng);
        expect(location.lng).toBeLessThanOrEqual(METRO.maxLng);
        expect(location.address_line1).toMatch(/^\d{3,4} \S/);
        // On a street of the zip's part of the metro: no 'E 23rd Ave' in Littleton.
        expect(streetsByArea[zip.streets]).toContain(location.address_line1.replace(/^\d+ /, ''));
      }
    });

    it('has a realistic mix of residential clients', () => {
      const twoLocations = residential.filter((c) => c.locations.length === 2);
      const inactive = residential.filter((c) => c.status === 'inactive');
      const recent = residential.filter((c) => c.created_days_ago < 30);
      expect(twoLocations.length).toBeGreaterThanOrEqual(1);
      expect(residential.every((c) => c.locations.length >= 1 && c.locations.length <= 2)).toBe(true);
      expect(inactive.length).toBeGreaterThanOrEqual(1);
      expect(inactive.length / residential.length).toBeCloseTo(0.1, 1);
      expect(recent.length).toBeGreaterThanOrEqual(1);
      expect(residential.every((c) => c.created_days_ago >= 0 && c.created_days_ago <= MAX_DAYS_AGO)).toBe(true);
      // Clients joined all year long, and those who left had weeks of service first.
      const joinedMonths = new Set(residential.map((c) => Math.floor(c.created_days_ago / 31)));
      expect(joinedMonths.size).toBe(12);
      for (const client of inactive) expect(client.left_days_ago!).toBeLessThanOrEqual(client.created_days_ago - 70);
      expect(residential.some((c) => c.tax_exempt)).toBe(true);
      for (const client of residential) {
        expect(client.inactive_reason !== undefined).toBe(client.status === 'inactive');
        expect(client.left_days_ago !== undefined).toBe(client.status === 'inactive');
      }
    });

    it('gives every residential location 1-4 named dogs and a note when the dog is unsafe', () => {
      for (const location of residential.flatMap((c) => c.locations)) {
        expect(location.dog_count).toBeGreaterThanOrEqual(1);
        expect(location.dog_count).toBeLessThanOrEqual(4);
        expect(location.dog_names).toHaveLength(location.dog_count);
        expect(new Set(location.dog_names).size).toBe(location.dog_count);
        if (location.unsafe_dog) expect(location.notes_for_techs).toBeTruthy();
      }
    });

    it('gives commercial customers 1-4 locations with 1-8 stations and unique names', () => {
      expect(new Set(commercial.map((c) => c.company_name)).size).toBe(commercial.length);
      for (const customer of commercial) {
        expect(customer.locations.length).toBeGreaterThanOrEqual(1);
        expect(customer.locations.length).toBeLessThanOrEqual(4);
        for (const location of customer.locations) {
          expect(location.stations).toBeGreaterThanOrEqual(1);
          expect(location.stations).toBeLessThanOrEqual(8);
          expect(location.name).not.toBe('');
          expect(location.service_notes).not.toBe('');
        }
      }
    });
  });
});
