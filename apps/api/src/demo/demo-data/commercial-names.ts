export type CommercialKind = 'apartments' | 'hoa' | 'property_manager' | 'dog_park' | 'vet_clinic';

export interface CommercialKindProfile {
  kind: CommercialKind;
  // '{place}' is replaced by a neighborhood so the name matches where the customer actually is.
  nameTemplates: readonly string[];
  locationNames: readonly string[];
  serviceNotes: readonly string[];
  // Dog parks are run by the city or a friends-of nonprofit: the usual tax-exempt commercial account in this trade.
  taxExempt: boolean;
  // single_site: every location is an area of one property (same address); neighborhood: stations spread over one
  // community; metro: separate properties anywhere in the metro (a property manager's portfolio).
  spread: 'single_site' | 'neighborhood' | 'metro';
  stationsPerLocation: readonly [min: number, max: number];
}

export const commercialKindProfiles: readonly CommercialKindProfile[] = [
  {
    kind: 'apartments',
    nameTemplates: ['{place} Apartments', 'The Residences at {place}', '{place} Lofts', '{place} Flats'],
    locationNames: [
      'Building A dog station',
      'Building B dog station',
      'Clubhouse pet relief area',
      'Pool-side dog run',
      'Garage level pet area',
      'North lawn dog station',
    ],
    serviceNotes: [
      'Refill bag dispensers and empty station cans every visit.',
      'Leasing office has the gate fob; check in at the front desk.',
      'Sweep the dog run turf and rinse with the hose at the east wall.',
      'Residents complain about the lawn by the mailboxes; walk it every visit.',
    ],
    taxExempt: false,
    spread: 'single_site',
    stationsPerLocation: [1, 3],
  },
  {
    kind: 'hoa',
    nameTemplates: ['{place} HOA', '{place} Homeowners Association', '{place} Community Association'],
    locationNames: [
      'North entrance pet station',
      'Greenbelt trail stations',
      'Park and playground stations',
      'Pond loop pet stations',
      'Clubhouse pet station',
    ],
    serviceNotes: [
      'Walk the greenbelt trail between stations and pick up loose waste.',
      'Board asks for a monthly photo of each station.',
      'Keep clear of irrigation crews on Wednesday mornings.',
      'Replace liners in every can; dumpster is behind the clubhouse.',
    ],
    taxExempt: false,
    spread: 'neighborhood',
    stationsPerLocation: [3, 8],
  },
  {
    kind: 'property_manager',
    nameTemplates: ['{place} Property Management', '{place} Residential Management', '{place} Realty Group'],
    locationNames: [
      'Aspen Court Townhomes',
      'Maple Row Duplexes',
      'Cedar Ridge Condos',
      'Willow Bend Townhomes',
      'Juniper Place Apartments',
      'Spruce Commons',
    ],
    serviceNotes: [
      'Email the property manager if a station is damaged.',
      'Service common areas only, not private patios.',
      'Code for the trash enclosure is posted in the maintenance room.',
      'Tenants leave notes on the station board; read before leaving.',
    ],
    taxExempt: false,
    spread: 'metro',
    stationsPerLocation: [2, 6],
  },
  {
    kind: 'dog_park',
    nameTemplates: ['Friends of {place} Dog Park', '{place} Off-Leash Dog Park', '{place} Bark Park'],
    locationNames: ['Large dog area', 'Small dog area', 'Parking lot and trailhead', 'Entrance double gate'],
    serviceNotes: [
      'Park is busiest after 5 pm; service before noon.',
      'Sweep the gravel near the water fountain.',
      'Report broken fence panels to the volunteer coordinator.',
      'Leave bag dispenser refills in the lock box by the gate.',
    ],
    taxExempt: true,
    spread: 'single_site',
    stationsPerLocation: [2, 5],
  },
  {
    kind: 'vet_clinic',
    nameTemplates: ['{place} Veterinary Clinic', '{place} Animal Hospital', '{place} Pet Care Center'],
    locationNames: ['Front lawn relief area', 'Boarding yard', 'Side entrance pet station', 'Daycare play yard'],
    serviceNotes: [
      'Boarding yard is disinfected after us; tell the front desk when done.',
      'Use the rear entrance during clinic hours.',
      'Do not service the isolation yard; staff handles it.',
      'Clinic closes at 6 pm; gate locks automatically after that.',
    ],
    taxExempt: false,
    spread: 'single_site',
    stationsPerLocation: [1, 2],
  },
];

// Each neighborhood sits in a zip from denver-zips.ts, so a commercial customer's name and address agree.
export const commercialNeighborhoods: readonly { place: string; zip: string }[] = [
  { place: 'Cherry Creek', zip: '80206' },
  { place: 'Congress Park', zip: '80206' },
  { place: "Sloan's Lake", zip: '80212' },
  { place: 'Berkeley', zip: '80212' },
  { place: 'Highland', zip: '80211' },
  { place: 'Wash Park', zip: '80209' },
  { place: 'Platt Park', zip: '80210' },
  { place: 'University Park', zip: '80210' },
  { place: 'Lowry', zip: '80230' },
  { place: 'Montclair', zip: '80220' },
  { place: 'Central Park', zip: '80238' },
  { place: 'Green Valley Ranch', zip: '80249' },
  { place: 'Southlands', zip: '80016' },
  { place: 'Saddle Rock', zip: '80016' },
  { place: "Tallyn's Reach", zip: '80016' },
  { place: 'Heather Gardens', zip: '80014' },
  { place: 'Belmar', zip: '80226' },
  { place: 'Green Mountain', zip: '80228' },
  { place: 'Lakewood Heights', zip: '80214' },
  { place: 'Ken Caryl', zip: '80127' },
  { place: 'Aspen Grove', zip: '80120' },
  { place: 'Columbine', zip: '80123' },
  { place: 'Cherry Hills', zip: '80113' },
  { place: 'Englewood', zip: '80110' },
  { place: 'Olde Town Arvada', zip: '80002' },
  { place: 'Ralston Creek', zip: '80004' },
  { place: 'Lake Arbor', zip: '80003' },
  { place: 'Westminster Station', zip: '80030' },
  { place: 'Hyland Hills', zip: '80031' },
  { place: 'Eastlake', zip: '80241' },
  { place: 'Thorncreek', zip: '80241' },
  { place: 'Hunters Glen', zip: '80233' },
  { place: 'Willow Creek', zip: '80112' },
  { place: 'SouthGlenn', zip: '80122' },
  { place: 'Piney Creek', zip: '80015' },
  { place: 'Highlands Ranch', zip: '80129' },
  { place: 'Backcountry', zip: '80126' },
  { place: 'Redstone Park', zip: '80126' },
];
