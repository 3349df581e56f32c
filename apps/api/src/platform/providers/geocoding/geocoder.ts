/** Turns a postal address into a map position. Test mode answers from a bundled zip table; live mode asks an HTTP geocoder. */
export interface AddressQuery {
  address_line1: string;
  city: string;
  state: string;
  zip: string;
}

export interface MapPosition {
  lat: number;
  lng: number;
}

export interface ZipPlace extends MapPosition {
  city: string;
  state: string;
}

export interface Geocoder {
  /** Null when the address cannot be found: the office can still drop a pin. */
  geocode(address: AddressQuery): Promise<MapPosition | null>;
  /** City, state and centre of a US zip code, for filling forms and centring maps. */
  lookupZip(zip: string): Promise<ZipPlace | null>;
}
