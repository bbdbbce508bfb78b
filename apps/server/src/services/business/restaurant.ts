import { pickText, type NotifyChannel, type SellingTypeKey, type WeekSchedule } from '@okmenu/contract';
import type { BusinessHead, BusinessRepository, BusinessRow } from '../../db/business-repository.ts';
import { notFound } from '../shared/errors.ts';
import type { GraphCache } from '../shared/graph-cache.ts';
import type { PreparedBody, ResponseCache } from '../shared/response-cache.ts';
import { assertNotSuspended, resolveLocale, restaurantView } from './wire/restaurant-view.ts';

/** Facts of a business for search engines and sharing (decision 0099), kept per business graph. */
export interface ReachFacts {
  cuisines: string[];
  locales: string[];
  domains: string[];
  /** Each branch's opening hours per selling type. */
  shifts: Record<number, Partial<Record<SellingTypeKey, WeekSchedule>>>;
  /** When the business was last imported, ISO. */
  updatedAt: string | null;
}

const reachFactsOf = new WeakMap<object, ReachFacts>();

export interface RestaurantServiceDeps {
  businesses: BusinessRepository;
  graphs: GraphCache;
  cache: ResponseCache;
  /** The channels guests may opt in to for status messages (issue 17); none when unset. */
  notifyChannels?: readonly NotifyChannel[];
}

/** The business answers a guest's browser loads first: the restaurant with its menu, and its branches. */
export class RestaurantService {
  constructor(private readonly deps: RestaurantServiceDeps) {}

  /**
   * The restaurant answer for a reference, prepared and cached per language, branch, named theme and web
   * view (SPEC §7 query). A suspended business answers 433 (decision 0096).
   */
  async byReference(request: {
    referenceId: string;
    locale: string | undefined;
    branchId?: number | undefined;
    themeId?: string | undefined;
    webview?: boolean | undefined;
  }): Promise<PreparedBody> {
    // The head, not the settings: a cached answer is served from the row's version (decision 0119).
    const head = await this.deps.businesses.headByReference(request.referenceId);
    if (!head) throw notFound(`Business "${request.referenceId}"`);
    const { branchId, themeId, webview } = request;
    return this.prepared({ business: head, askedLocale: request.locale, branchId, themeId, webview });
  }

  /**
   * The restaurant answer a visitor's first page load will ask for, in the language `pickLocale` chooses
   * from the business's locales (the web app's rule), or undefined for an unknown business. The app shell
   * embeds it so the web app renders without waiting for the call; it is the same cached body.
   */
  async forFirstLoad(
    referenceId: string,
    pickLocale: (allowed: readonly string[]) => string,
  ): Promise<{ locale: string; body: PreparedBody; reach: ReachFacts } | undefined> {
    const business = await this.deps.businesses.findByReference(referenceId);
    if (!business || business.settings.state?.status === 'suspended') return undefined;
    const locales = business.settings.locales;
    const locale = pickLocale(locales.length > 0 ? locales : ['en']);
    const body = await this.prepared({ business, askedLocale: locale });
    return { locale, body, reach: await this.reachFacts(business) };
  }

  /** What search engines are told beyond the restaurant answer (decision 0099): cuisines, hours, last import. */
  async reachFacts(business: BusinessRow): Promise<ReachFacts> {
    const graph = await this.deps.graphs.get(business);
    const cached = reachFactsOf.get(graph);
    if (cached) return cached;
    const facts: ReachFacts = {
      cuisines: business.settings.cuisines ?? [],
      locales: business.settings.locales,
      domains: business.settings.domains,
      shifts: Object.fromEntries(graph.branches.map((branch) => [branch.id, branch.shifts])),
      updatedAt: (await this.deps.businesses.updatedAt(business.id)) ?? null,
    };
    reachFactsOf.set(graph, facts);
    return facts;
  }

  /** A business found by its reference or one of its custom domains, with its reach facts. */
  async forSitemap(target: {
    referenceId?: string;
    domain?: string;
  }): Promise<{ referenceId: string; body: PreparedBody; reach: ReachFacts } | undefined> {
    const business = target.domain
      ? await this.deps.businesses.findByDomain(target.domain)
      : target.referenceId
        ? await this.deps.businesses.findByReference(target.referenceId)
        : undefined;
    if (!business || business.settings.state?.status === 'suspended') return undefined;
    const locale = business.settings.locales[0];
    const body = await this.prepared({ business, askedLocale: locale });
    return { referenceId: business.reference_id, body, reach: await this.reachFacts(business) };
  }

  /** The restaurant answer for a custom domain, with the branch named by its reference when given. */
  async byDomain(request: {
    domain: string;
    branchRef: string | undefined;
    locale: string | undefined;
  }): Promise<PreparedBody> {
    const { domain, branchRef } = request;
    const business = await this.deps.businesses.findByDomain(domain);
    if (!business) throw notFound(`Domain "${domain}"`);
    let branchId: number | undefined;
    if (branchRef) {
      const graph = await this.deps.graphs.get(business);
      const branch = graph.branches.find((b) => (b.reference_id ?? `branch-${b.id}`) === branchRef);
      if (!branch) throw notFound(`Branch "${branchRef}"`);
      branchId = branch.id;
    }
    return this.prepared({ business, askedLocale: request.locale, branchId });
  }

  /**
   * The cached restaurant answer of a business read with its settings, or of its head alone (its settings are
   * then read only to build the answer). A build may read a newer version than the head when an import landed
   * in between: the answer is that version's and kept under it (decision 0119).
   */
  private prepared(target: {
    business: BusinessRow | BusinessHead;
    askedLocale: string | undefined;
    branchId?: number | undefined;
    themeId?: string | undefined;
    webview?: boolean | undefined;
  }): Promise<PreparedBody> {
    const { business, askedLocale, branchId, themeId, webview } = target;
    const head = 'settings' in business ? business.settings : business;
    const locale = resolveLocale(askedLocale, head.locales);
    assertNotSuspended(head, (text) => pickText(text, [locale, ...head.locales]));
    return this.deps.cache.get({
      businessId: business.id,
      version: business.version,
      key: `restaurant:${locale}:${branchId ?? ''}:${themeId ?? ''}:${webview ? 'wv' : ''}`,
      build: async () => {
        const row = await this.deps.businesses.settingsOf(business);
        if (!row) throw notFound(`Business "${business.reference_id}"`);
        const graph = await this.deps.graphs.get(row);
        if (branchId !== undefined && !graph.branches.some((b) => b.id === branchId)) {
          throw notFound(`Branch ${branchId}`);
        }
        return {
          version: graph.version,
          value: restaurantView({
            graph,
            locale,
            branchId,
            themeId,
            webview,
            notifyChannels: this.deps.notifyChannels,
          }),
        };
      },
    });
  }
}
