/** A place a geocoder found, with numbers parsed and nothing provider-specific left. */
export interface GeoPlace {
  placeId: string;
  lat: number;
  lng: number;
  /** The place's own name; empty for an unnamed road or building. */
  name: string;
  displayName: string;
  category: string | null;
  type: string | null;
  osmType: string | null;
  osmId: number | null;
  /** Address parts (road, suburb, city …); reverse answers carry them, searches do not ask for them. */
  address: Record<string, string> | null;
  /** The place's outline when asked for (GeoJSON, [lng, lat]). */
  geojson: { type: string; coordinates: unknown } | null;
}

/** Common options of a search. */
interface SearchCommon {
  /** ISO 3166 alpha-2 codes the search is limited to. */
  countryCodes?: string[];
  /** The language names are answered in. */
  language?: string;
  limit?: number;
}

/** A free-text search, or a structured one: Nominatim refuses `q` together with city or country. */
export type GeocodeSearch = SearchCommon &
  ({ q: string; city?: never; country?: never } | { q?: never; city?: string; country?: string });

/** A reverse lookup of a point. */
export interface GeocodeReverse {
  lat: number;
  lng: number;
  language?: string;
}

/** Finds places by text and by point. */
export interface Geocoder {
  /** Places matching the search, best first; rejects with `GeocoderError`. */
  search(query: GeocodeSearch): Promise<GeoPlace[]>;
  /** The place at a point, or null when there is none (at sea); rejects with `GeocoderError`. */
  reverse(query: GeocodeReverse): Promise<GeoPlace | null>;
}

/** Why the geocoder gave no answer. */
export type GeocoderFailure = 'timeout' | 'network' | 'http' | 'rate_limited' | 'bad_response' | 'busy';

/** The geocoding service could not answer; nothing about the guest's request was wrong. */
export class GeocoderError extends Error {
  constructor(
    readonly reason: GeocoderFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GeocoderError';
  }
}
