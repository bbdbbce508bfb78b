import type { GetAddressResponse, SetAddressResponse, ZonesResponse } from '@okmenu/contract';
import type { LatLng } from '@okmenu/domain';
import { formatReverseAddress, shippingCountries, zoneForLocation } from '@okmenu/domain';
import type { Geocoder, GeoPlace } from '../../adapters/geocoding/geocoder.ts';
import { GeocoderError } from '../../adapters/geocoding/geocoder.ts';
import type { BusinessGraph, BusinessRepository, BusinessRow } from '../../db/business-repository.ts';
import { addressResult, placeTitle, shippingCountryWire, zoneWire } from './wire/delivery-view.ts';
import { AppError, notFound } from '../shared/errors.ts';
import type { GraphCache } from '../shared/graph-cache.ts';
import type { PreparedBody, ResponseCache } from '../shared/response-cache.ts';
import { resolveLocale, wireContext } from '../business/wire/restaurant-view.ts';

/** What the delivery service reads from: stored businesses, their caches and the geocoder. */
export interface DeliveryServiceDeps {
  businesses: BusinessRepository;
  graphs: GraphCache;
  cache: ResponseCache;
  geocoder: Geocoder;
}

/** The geocoder failed: the guest can retry or drop a pin, nothing they sent was wrong. */
function geocoderUnavailable(): AppError {
  return new AppError(
    502,
    'geocoder_unavailable',
    'The address search is not available right now; try again or drop a pin on the map',
  );
}

/**
 * Where a business delivers: its zones and shipping countries, and addresses found by text or by a
 * dropped pin, each told whether the requested branch delivers there and on which terms.
 */
export class DeliveryService {
  constructor(private readonly deps: DeliveryServiceDeps) {}

  private async business(branchId: number): Promise<{ business: BusinessRow; graph: BusinessGraph }> {
    const business = await this.deps.businesses.findByBranch(branchId);
    if (!business) throw notFound(`Branch ${branchId}`);
    return { business, graph: await this.deps.graphs.get(business) };
  }

  /**
   * The visible zones of the branch's business in a language; with shipping, also its destinations (own
   * country first) and the delivery field config. Prepared and cached per business, language and option.
   */
  async zones(options: { branchId: number; locale: string | undefined; shipping: boolean }): Promise<PreparedBody> {
    // The head, not the settings: a cached answer is served from the row's version (decision 0119).
    const head = await this.deps.businesses.headByBranch(options.branchId);
    if (!head) throw notFound(`Branch ${options.branchId}`);
    const locale = resolveLocale(options.locale, head.locales);
    return this.deps.cache.get({
      businessId: head.id,
      version: head.version,
      key: `zones:${options.shipping ? 'shipping' : 'local'}:${locale}`,
      build: async () => {
        // Possibly a newer version than the head's, kept under its own version (see `MenuService`).
        const business = await this.deps.businesses.settingsOf(head);
        if (!business) throw notFound(`Branch ${options.branchId}`);
        const graph = await this.deps.graphs.get(business);
        const ctx = wireContext(graph, locale);
        const value: ZonesResponse = {
          zones: graph.zones.filter((zone) => zone.visible).map((zone) => zoneWire(zone, ctx)),
          countries: options.shipping
            ? shippingCountries(graph.shipping_countries, graph.settings.country_iso).map((d) =>
                shippingCountryWire({ destination: d, ctx, locale }),
              )
            : [],
          shipping_form: options.shipping ? { ...graph.settings.checkoutDelivery?.fields } : null,
        };
        return { version: graph.version, value };
      },
    });
  }

  /** Places matching the guest's text in the business's country (or `country`), each with its zone. */
  async findAddresses(options: {
    branchId: number;
    text: string;
    country?: string;
    locale: string | undefined;
  }): Promise<GetAddressResponse> {
    const { graph } = await this.business(options.branchId);
    const language = resolveLocale(options.locale, graph.settings.locales);
    const places = await this.geocode(() =>
      this.deps.geocoder.search({
        q: options.text,
        countryCodes: [options.country ?? graph.settings.country_iso],
        language,
      }),
    );
    const { branchId } = options;
    return { results: places.map((place) => this.placeResult({ graph, branchId, language, place, point: place })) };
  }

  /** The address at a dropped pin, with the zone that delivers to the pin itself. */
  async addressAt(options: {
    branchId: number;
    point: LatLng;
    locale: string | undefined;
  }): Promise<GetAddressResponse> {
    const { graph } = await this.business(options.branchId);
    const language = resolveLocale(options.locale, graph.settings.locales);
    const place = await this.geocode(() => this.deps.geocoder.reverse({ ...options.point, language }));
    return {
      results: [this.placeResult({ graph, branchId: options.branchId, language, place, point: options.point })],
    };
  }

  /**
   * The place the guest chose and the zone that delivers there. Without coordinates the place is found
   * again by searching its address text (answered from the geocoder's cache in the usual case).
   */
  async chooseAddress(options: {
    branchId: number;
    placeId: string;
    title: string;
    address: string;
    point?: LatLng;
    locale: string | undefined;
  }): Promise<SetAddressResponse> {
    const { graph } = await this.business(options.branchId);
    const language = resolveLocale(options.locale, graph.settings.locales);
    let point = options.point;
    if (!point) {
      const places = await this.geocode(() =>
        this.deps.geocoder.search({ q: options.address, countryCodes: [graph.settings.country_iso], language }),
      );
      const found = places.find((place) => place.placeId === options.placeId);
      if (!found) {
        throw new AppError(404, 'place_not_found', `Place ${options.placeId} was not found; search again`);
      }
      point = found;
    }
    const place = {
      placeId: options.placeId,
      title: options.title,
      address: options.address,
      lat: point.lat,
      lng: point.lng,
    };
    return addressResult({
      place,
      zone: this.branchZone({ graph, branchId: options.branchId, point }),
      ctx: wireContext(graph, language),
    });
  }

  /**
   * The zone of the requested branch that delivers to a point. Only that branch's zones count: an order
   * from the branch is refused anywhere else, so the guest must not be promised another branch's terms.
   */
  private branchZone(target: { graph: BusinessGraph; branchId: number; point: LatLng }) {
    const { graph, branchId, point } = target;
    return zoneForLocation(
      graph.zones.filter((zone) => zone.branch_id === branchId),
      point,
    );
  }

  /** A found place (or none, for a pin where nothing is known) as an address result at a point. */
  private placeResult(options: {
    graph: BusinessGraph;
    branchId: number;
    language: string;
    place: GeoPlace | null;
    point: LatLng;
  }) {
    const { graph, branchId, language, place, point } = options;
    const found = place
      ? {
          placeId: place.placeId,
          title: placeTitle(place),
          address: formatReverseAddress(place.address) || place.displayName,
        }
      : { placeId: null, title: '', address: '' };
    const zone = this.branchZone({ graph, branchId, point });
    return addressResult({
      place: { ...found, lat: point.lat, lng: point.lng },
      zone,
      ctx: wireContext(graph, language),
    });
  }

  private async geocode<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof GeocoderError) throw geocoderUnavailable();
      throw error;
    }
  }
}
