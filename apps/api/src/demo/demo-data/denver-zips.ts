export interface DenverZip {
  zip: string;
  city: string;
  state: 'CO';
  lat: number;
  lng: number;
}

// Approximate centroids of real Denver-metro zip codes. City is the USPS preferred name except where a zip mostly
// covers a suburb the demo wants to show (e.g. 80122 and 80112 as Centennial), so the city filters look varied.
export const denverZips: readonly DenverZip[] = [
  { zip: '80202', city: 'Denver', state: 'CO', lat: 39.7525, lng: -104.9995 },
  { zip: '80203', city: 'Denver', state: 'CO', lat: 39.7312, lng: -104.9827 },
  { zip: '80205', city: 'Denver', state: 'CO', lat: 39.759, lng: -104.966 },
  { zip: '80206', city: 'Denver', state: 'CO', lat: 39.7312, lng: -104.9525 },
  { zip: '80207', city: 'Denver', state: 'CO', lat: 39.7585, lng: -104.918 },
  { zip: '80209', city: 'Denver', state: 'CO', lat: 39.707, lng: -104.966 },
  { zip: '80210', city: 'Denver', state: 'CO', lat: 39.678, lng: -104.963 },
  { zip: '80211', city: 'Denver', state: 'CO', lat: 39.7665, lng: -105.02 },
  { zip: '80212', city: 'Denver', state: 'CO', lat: 39.771, lng: -105.047 },
  { zip: '80218', city: 'Denver', state: 'CO', lat: 39.732, lng: -104.97 },
  { zip: '80219', city: 'Denver', state: 'CO', lat: 39.696, lng: -105.034 },
  { zip: '80220', city: 'Denver', state: 'CO', lat: 39.734, lng: -104.913 },
  { zip: '80224', city: 'Denver', state: 'CO', lat: 39.688, lng: -104.911 },
  { zip: '80227', city: 'Denver', state: 'CO', lat: 39.667, lng: -105.085 },
  { zip: '80230', city: 'Denver', state: 'CO', lat: 39.719, lng: -104.895 },
  { zip: '80237', city: 'Denver', state: 'CO', lat: 39.643, lng: -104.9 },
  { zip: '80238', city: 'Denver', state: 'CO', lat: 39.771, lng: -104.88 },
  { zip: '80249', city: 'Denver', state: 'CO', lat: 39.778, lng: -104.755 },
  { zip: '80010', city: 'Aurora', state: 'CO', lat: 39.737, lng: -104.864 },
  { zip: '80011', city: 'Aurora', state: 'CO', lat: 39.738, lng: -104.79 },
  { zip: '80012', city: 'Aurora', state: 'CO', lat: 39.699, lng: -104.838 },
  { zip: '80013', city: 'Aurora', state: 'CO', lat: 39.658, lng: -104.767 },
  { zip: '80014', city: 'Aurora', state: 'CO', lat: 39.665, lng: -104.837 },
  { zip: '80015', city: 'Aurora', state: 'CO', lat: 39.605, lng: -104.775 },
  { zip: '80016', city: 'Aurora', state: 'CO', lat: 39.595, lng: -104.71 },
  { zip: '80214', city: 'Lakewood', state: 'CO', lat: 39.743, lng: -105.07 },
  { zip: '80215', city: 'Lakewood', state: 'CO', lat: 39.744, lng: -105.115 },
  { zip: '80226', city: 'Lakewood', state: 'CO', lat: 39.712, lng: -105.067 },
  { zip: '80228', city: 'Lakewood', state: 'CO', lat: 39.692, lng: -105.155 },
  { zip: '80232', city: 'Lakewood', state: 'CO', lat: 39.687, lng: -105.09 },
  { zip: '80120', city: 'Littleton', state: 'CO', lat: 39.595, lng: -105.011 },
  { zip: '80121', city: 'Littleton', state: 'CO', lat: 39.611, lng: -104.953 },
  { zip: '80123', city: 'Littleton', state: 'CO', lat: 39.617, lng: -105.07 },
  { zip: '80127', city: 'Littleton', state: 'CO', lat: 39.591, lng: -105.13 },
  { zip: '80128', city: 'Littleton', state: 'CO', lat: 39.565, lng: -105.08 },
  { zip: '80110', city: 'Englewood', state: 'CO', lat: 39.646, lng: -105.01 },
  { zip: '80113', city: 'Englewood', state: 'CO', lat: 39.643, lng: -104.965 },
  { zip: '80002', city: 'Arvada', state: 'CO', lat: 39.795, lng: -105.097 },
  { zip: '80003', city: 'Arvada', state: 'CO', lat: 39.827, lng: -105.065 },
  { zip: '80004', city: 'Arvada', state: 'CO', lat: 39.814, lng: -105.124 },
  { zip: '80005', city: 'Arvada', state: 'CO', lat: 39.849, lng: -105.125 },
  { zip: '80030', city: 'Westminster', state: 'CO', lat: 39.829, lng: -105.037 },
  { zip: '80031', city: 'Westminster', state: 'CO', lat: 39.876, lng: -105.039 },
  { zip: '80229', city: 'Thornton', state: 'CO', lat: 39.854, lng: -104.958 },
  { zip: '80233', city: 'Thornton', state: 'CO', lat: 39.898, lng: -104.947 },
  { zip: '80241', city: 'Thornton', state: 'CO', lat: 39.929, lng: -104.95 },
  { zip: '80122', city: 'Centennial', state: 'CO', lat: 39.581, lng: -104.955 },
  { zip: '80112', city: 'Centennial', state: 'CO', lat: 39.58, lng: -104.87 },
  { zip: '80126', city: 'Highlands Ranch', state: 'CO', lat: 39.544, lng: -104.97 },
  { zip: '80129', city: 'Highlands Ranch', state: 'CO', lat: 39.544, lng: -105.01 },
  { zip: '80130', city: 'Highlands Ranch', state: 'CO', lat: 39.537, lng: -104.925 },
];
