import type { StreetArea } from './streets.ts';

export interface DenverZip {
  zip: string;
  /** The city the bundled US zip table (the test geocoder's) names for the zip, as the client form fills it in. */
  city: string;
  state: 'CO';
  lat: number;
  lng: number;
  /** Which streets an address in the zip is on. */
  streets: StreetArea;
}

// Approximate centroids of real Denver-metro zip codes.
export const denverZips: readonly DenverZip[] = [
  { zip: '80202', city: 'Denver', state: 'CO', lat: 39.7525, lng: -104.9995, streets: 'central' },
  { zip: '80203', city: 'Denver', state: 'CO', lat: 39.7312, lng: -104.9827, streets: 'central' },
  { zip: '80205', city: 'Denver', state: 'CO', lat: 39.759, lng: -104.966, streets: 'central' },
  { zip: '80206', city: 'Denver', state: 'CO', lat: 39.7312, lng: -104.9525, streets: 'central' },
  { zip: '80207', city: 'Denver', state: 'CO', lat: 39.7585, lng: -104.918, streets: 'central' },
  { zip: '80209', city: 'Denver', state: 'CO', lat: 39.707, lng: -104.966, streets: 'south_denver' },
  { zip: '80210', city: 'Denver', state: 'CO', lat: 39.678, lng: -104.963, streets: 'south_denver' },
  { zip: '80211', city: 'Denver', state: 'CO', lat: 39.7665, lng: -105.02, streets: 'northwest_denver' },
  { zip: '80212', city: 'Denver', state: 'CO', lat: 39.771, lng: -105.047, streets: 'northwest_denver' },
  { zip: '80218', city: 'Denver', state: 'CO', lat: 39.732, lng: -104.97, streets: 'central' },
  { zip: '80219', city: 'Denver', state: 'CO', lat: 39.696, lng: -105.034, streets: 'southwest_denver' },
  { zip: '80220', city: 'Denver', state: 'CO', lat: 39.734, lng: -104.913, streets: 'central' },
  { zip: '80224', city: 'Denver', state: 'CO', lat: 39.688, lng: -104.911, streets: 'south_denver' },
  { zip: '80227', city: 'Denver', state: 'CO', lat: 39.667, lng: -105.085, streets: 'southwest_denver' },
  { zip: '80230', city: 'Denver', state: 'CO', lat: 39.719, lng: -104.895, streets: 'central' },
  { zip: '80237', city: 'Denver', state: 'CO', lat: 39.643, lng: -104.9, streets: 'south_denver' },
  { zip: '80238', city: 'Denver', state: 'CO', lat: 39.771, lng: -104.88, streets: 'central' },
  { zip: '80249', city: 'Denver', state: 'CO', lat: 39.778, lng: -104.755, streets: 'far_northeast' },
  { zip: '80010', city: 'Aurora', state: 'CO', lat: 39.737, lng: -104.864, streets: 'aurora' },
  { zip: '80011', city: 'Aurora', state: 'CO', lat: 39.738, lng: -104.79, streets: 'aurora' },
  { zip: '80012', city: 'Aurora', state: 'CO', lat: 39.699, lng: -104.838, streets: 'aurora' },
  { zip: '80013', city: 'Aurora', state: 'CO', lat: 39.658, lng: -104.767, streets: 'aurora' },
  { zip: '80014', city: 'Aurora', state: 'CO', lat: 39.665, lng: -104.837, streets: 'aurora' },
  { zip: '80015', city: 'Aurora', state: 'CO', lat: 39.605, lng: -104.775, streets: 'aurora' },
  { zip: '80016', city: 'Aurora', state: 'CO', lat: 39.595, lng: -104.71, streets: 'aurora' },
  { zip: '80214', city: 'Denver', state: 'CO', lat: 39.743, lng: -105.07, streets: 'west' },
  { zip: '80215', city: 'Denver', state: 'CO', lat: 39.744, lng: -105.115, streets: 'west' },
  { zip: '80226', city: 'Denver', state: 'CO', lat: 39.712, lng: -105.067, streets: 'west' },
  { zip: '80228', city: 'Denver', state: 'CO', lat: 39.692, lng: -105.155, streets: 'west' },
  { zip: '80232', city: 'Denver', state: 'CO', lat: 39.687, lng: -105.09, streets: 'west' },
  { zip: '80120', city: 'Littleton', state: 'CO', lat: 39.595, lng: -105.011, streets: 'south_suburbs' },
  { zip: '80121', city: 'Littleton', state: 'CO', lat: 39.611, lng: -104.953, streets: 'south_suburbs' },
  { zip: '80123', city: 'Littleton', state: 'CO', lat: 39.617, lng: -105.07, streets: 'south_suburbs' },
  { zip: '80127', city: 'Littleton', state: 'CO', lat: 39.591, lng: -105.13, streets: 'south_suburbs' },
  { zip: '80128', city: 'Littleton', state: 'CO', lat: 39.565, lng: -105.08, streets: 'south_suburbs' },
  { zip: '80110', city: 'Englewood', state: 'CO', lat: 39.646, lng: -105.01, streets: 'south_suburbs' },
  { zip: '80113', city: 'Englewood', state: 'CO', lat: 39.643, lng: -104.965, streets: 'south_suburbs' },
  { zip: '80002', city: 'Arvada', state: 'CO', lat: 39.795, lng: -105.097, streets: 'north_west_suburbs' },
  { zip: '80003', city: 'Arvada', state: 'CO', lat: 39.827, lng: -105.065, streets: 'north_west_suburbs' },
  { zip: '80004', city: 'Arvada', state: 'CO', lat: 39.814, lng: -105.124, streets: 'north_west_suburbs' },
  { zip: '80005', city: 'Arvada', state: 'CO', lat: 39.849, lng: -105.125, streets: 'north_west_suburbs' },
  { zip: '80030', city: 'Westminster', state: 'CO', lat: 39.829, lng: -105.037, streets: 'north_west_suburbs' },
  { zip: '80031', city: 'Westminster', state: 'CO', lat: 39.876, lng: -105.039, streets: 'north_west_suburbs' },
  { zip: '80229', city: 'Denver', state: 'CO', lat: 39.854, lng: -104.958, streets: 'north_east_suburbs' },
  { zip: '80233', city: 'Denver', state: 'CO', lat: 39.898, lng: -104.947, streets: 'north_east_suburbs' },
  { zip: '80241', city: 'Thornton', state: 'CO', lat: 39.929, lng: -104.95, streets: 'north_east_suburbs' },
  { zip: '80122', city: 'Littleton', state: 'CO', lat: 39.581, lng: -104.955, streets: 'south_suburbs' },
  { zip: '80112', city: 'Englewood', state: 'CO', lat: 39.58, lng: -104.87, streets: 'south_suburbs' },
  { zip: '80126', city: 'Littleton', state: 'CO', lat: 39.544, lng: -104.97, streets: 'south_suburbs' },
  { zip: '80129', city: 'Littleton', state: 'CO', lat: 39.544, lng: -105.01, streets: 'south_suburbs' },
  { zip: '80130', city: 'Littleton', state: 'CO', lat: 39.537, lng: -104.925, streets: 'south_suburbs' },
];
