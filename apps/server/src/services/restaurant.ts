import type { BranchesResponse } from '@okmenu/contract';
import type { BusinessRepository, BusinessRow } from '../db/business-repository.ts';
import { notFound } from './errors.ts';
import type { PreparedBody, ResponseCache } from './response-cache.ts';
import { resolveLocale, restaurantView } from './restaurant-view.ts';

export interface RestaurantServiceDeps {
  businesses: BusinessRepository;
  cache: ResponseCache;
}

/** The business answers a guest's browser loads first: the restaurant with its menu, and its branches. */
export class RestaurantService {
  constructor(private readonly deps: RestaurantServiceDeps) {}

  /** The restaurant answer for a reference, prepared and cached per language and branch. */
  async byReference(referenceId: string, askedLocale: string | undefined, branchId?: number): Promise<PreparedBody> {
    const business = await this.deps.businesses.findByReference(referenceId);
    if (!business) throw notFound(`Business "${referenceId}"`);
    return this.prepared(business, askedLocale, branchId);
  }

  /**
   * The restaurant answer a visitor's first page load will ask for, in the language `pickLocale` chooses
   * from the business's locales (the web app's rule), or undefined for an unknown business. The app shell
   * embeds it so the web app renders without waiting for the call; it is the same cached body.
   */
  async forFirstLoad(
    referenceId: string,
    pickLocale: (allowed: readonly string[]) => string,
  ): Promise<{ locale: string; body: PreparedBody } | undefined> {
    const business = await this.deps.businesses.findByReference(referenceId);
    if (!business) return undefined;
    const locales = business.settings.locales;
    const locale = pickLocale(locales.length > 0 ? locales : ['en']);
    return { locale, body: await this.prepared(business, locale) };
  }

  /** The restaurant answer for a custom domain, with the branch named by its reference when given. */
  async byDomain(
    domain: string,
    branchRef: string | undefined,
    askedLocale: string | undefined,
  ): Promise<PreparedBody> {
    const business = await this.deps.businesses.findByDomain(domain);
    if (!business) throw notFound(`Domain "${domain}"`);
    let branchId: number | undefined;
    if (branchRef) {
      const graph = await this.deps.businesses.loadGraph(business);
      const branch = graph.branches.find((b) => (b.reference_id ?? `branch-${b.id}`) === branchRef);
      if (!branch) throw notFound(`Branch "${branchRef}"`);
      branchId = branch.id;
    }
    return this.prepared(business, askedLocale, branchId);
  }

  /** The branches of a business by its numeric id. */
  async branches(businessId: number, askedLocale: string | undefined): Promise<PreparedBody> {
    const business = await this.deps.businesses.findById(businessId);
    if (!business) throw notFound(`Business ${businessId}`);
    const locale = resolveLocale(askedLocale, business.settings.locales);
    return this.deps.cache.get(business.id, `branches:${locale}`, async () => {
      const graph = await this.deps.businesses.loadGraph(business);
      const value: BranchesResponse = { branches: restaurantView(graph, locale).restaurant.branches };
      return { version: graph.version, value };
    });
  }

  private prepared(business: BusinessRow, askedLocale: string | undefined, branchId?: number): Promise<PreparedBody> {
    const locale = resolveLocale(askedLocale, business.settings.locales);
    return this.deps.cache.get(business.id, `restaurant:${locale}:${branchId ?? ''}`, async () => {
      const graph = await this.deps.businesses.loadGraph(business);
      if (branchId !== undefined && !graph.branches.some((b) => b.id === branchId)) {
        throw notFound(`Branch ${branchId}`);
      }
      return { version: graph.version, value: restaurantView(graph, locale, branchId) };
    });
  }
}
