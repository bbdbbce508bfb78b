import type { ItemResponse, MenuResponse, SearchResponse, TablesResponse, TagsResponse } from '@okmenu/contract';
import { pickText } from '@okmenu/contract';
import type { RouteSellingType } from '@okmenu/domain';
import { categoryChainOf, isHiddenInBranch, isItemOrderable, menuPage, rankMatches, zonedMoment } from '@okmenu/domain';
import type { BusinessHead, BusinessRepository, BusinessRow } from '../../db/business-repository.ts';
import { notFound } from '../shared/errors.ts';
import type { GraphCache } from '../shared/graph-cache.ts';
import type { PreparedBody, ResponseCache } from '../shared/response-cache.ts';
import {
  assertNotSuspended,
  branchMenu,
  discountsWire,
  itemWire,
  resolveLocale,
  smartCategoriesWire,
  stateMessage,
  wireContext,
} from '../business/wire/restaurant-view.ts';

export interface MenuServiceDeps {
  businesses: BusinessRepository;
  graphs: GraphCache;
  cache: ResponseCache;
}

/** Browsing a branch's menu: the whole menu, one item, search and dietary tags. */
export class MenuService {
  constructor(private readonly deps: MenuServiceDeps) {}

  private async business(branchId: number): Promise<BusinessRow> {
    const business = await this.deps.businesses.findByBranch(branchId);
    if (!business) throw notFound(`Branch ${branchId}`);
    return business;
  }

  /**
   * The business of a head with its settings, for building an answer. It may be a newer version than the
   * head when an import landed in between: the answer is then that version's, kept under that version, and
   * the key's language is still right for it (the build takes the language as given, decision 0119).
   */
  private async settingsOf(head: BusinessHead, what: string): Promise<BusinessRow> {
    const business = await this.deps.businesses.settingsOf(head);
    if (!business) throw notFound(what);
    return business;
  }

  /** The menu of a branch in a language, whole or one page of top-level categories, prepared and cached. */
  async menu(request: {
    branchId: number;
    locale: string | undefined;
    paging?: { page: number; perPage: number } | undefined;
  }): Promise<PreparedBody> {
    const { branchId, paging } = request;
    const askedLocale = request.locale;
    // The head, not the settings: a cached answer is served from the row's version (decision 0119).
    const head = await this.deps.businesses.headByBranch(branchId);
    if (!head) throw notFound(`Branch ${branchId}`);
    const locale = resolveLocale(askedLocale, head.locales);
    assertNotSuspended(head, (text) => pickText(text, [locale, ...head.locales]));
    const pageKey = paging ? `:${paging.page}:${paging.perPage}` : '';
    return this.deps.cache.get({
      businessId: head.id,
      version: head.version,
      key: `menu:${branchId}:${locale}${pageKey}`,
      build: async () => {
        const graph = await this.deps.graphs.get(await this.settingsOf(head, `Branch ${branchId}`));
        const ctx = wireContext(graph, locale);
        const open = (graph.settings.state?.status ?? 'open') === 'open';
        const all = open ? branchMenu({ graph, ctx, branchId }) : [];
        const page = paging && menuPage(all, paging);
        const value: MenuResponse = {
          branch_id: branchId,
          menu: { categories: page ? page.categories : all },
          discounts: discountsWire(graph.settings.discounts, ctx.major),
          smart_categories: open ? smartCategoriesWire(graph, ctx.t) : [],
          highlightedCat: graph.settings.highlighted_category_id ?? null,
          showStandardSubCats: graph.settings.show_standard_sub_categories,
          randomize_categories: graph.settings.randomize_categories ?? false,
          message: stateMessage(graph, ctx.t),
          error: open ? 0 : 1,
          pagination:
            paging && page
              ? { page: paging.page, per_page: paging.perPage, total: page.total, last_page: page.lastPage }
              : null,
        };
        return { version: graph.version, value };
      },
    });
  }

  /** One item as sold in a branch; 404 when it does not exist or is hidden there. */
  async item(request: { branchId: number; itemId: number; locale: string | undefined }): Promise<ItemResponse> {
    const { branchId, itemId } = request;
    const business = await this.business(branchId);
    const graph = await this.deps.graphs.get(business);
    const item = graph.items.find((candidate) => candidate.id === itemId);
    const categories = new Map(graph.categories.map((c) => [c.id, c]));
    const chain = item ? categoryChainOf(item.category_id, categories) : [];
    if (!item || isHiddenInBranch(item, branchId) || chain.some((c) => isHiddenInBranch(c, branchId))) {
      throw notFound(`Item ${itemId}`);
    }
    const ctx = wireContext(graph, resolveLocale(request.locale, business.settings.locales));
    const category = chain[0];
    return {
      item: itemWire(item, ctx),
      category: { id: item.category_id, name: ctx.t(category?.name), parent_id: category?.parent_id ?? null },
    };
  }

  /**
   * Items whose name or description matches the term in any language of the business, best first,
   * limited to what the branch can sell for the selling type right now.
   */
  async search(options: {
    term: string;
    branchId: number;
    routeType: RouteSellingType;
    locale: string | undefined;
    now: Date;
    limit: number;
  }): Promise<SearchResponse> {
    const business = await this.business(options.branchId);
    const graph = await this.deps.graphs.get(business);
    const branch = graph.branches.find((b) => b.id === options.branchId);
    const moment = zonedMoment(options.now, branch?.time_zone ?? 'Asia/Kuwait');
    const categories = new Map(graph.categories.map((c) => [c.id, c]));
    const orderable = graph.items.filter((item) =>
      isItemOrderable({
        item,
        categoryChain: categoryChainOf(item.category_id, categories),
        branchId: options.branchId,
        routeType: options.routeType,
        moment,
      }),
    );
    const texts = (text: Partial<Record<string, string>> | undefined) => Object.values(text ?? {}) as string[];
    const matches = rankMatches(
      orderable.map((item) => ({ value: item, names: texts(item.name), descriptions: texts(item.description) })),
      options.term,
      options.limit,
    );
    const ctx = wireContext(graph, resolveLocale(options.locale, business.settings.locales));
    return {
      term: options.term,
      items: matches.map((item) => ({
        ...itemWire(item, ctx),
        category_name: ctx.t(categories.get(item.category_id)?.name),
      })),
    };
  }

  /** The tables of a branch, for choosing one at a dine-in checkout. */
  async tables(branchId: number, askedLocale: string | undefined): Promise<TablesResponse> {
    const business = await this.business(branchId);
    const graph = await this.deps.graphs.get(business);
    const ctx = wireContext(graph, resolveLocale(askedLocale, business.settings.locales));
    return {
      tables: graph.tables
        .filter((table) => table.branch_id === branchId)
        .map((table) => ({ id: table.id, name: ctx.t(table.name), seats: table.seats })),
    };
  }

  /** The dietary and allergen tags the branch's menu uses. */
  async tags(branchId: number, askedLocale: string | undefined): Promise<TagsResponse> {
    const business = await this.business(branchId);
    const graph = await this.deps.graphs.get(business);
    const locale = resolveLocale(askedLocale, business.settings.locales);
    const order = [locale, ...business.settings.locales];
    const used = new Set(graph.items.filter((item) => !isHiddenInBranch(item, branchId)).flatMap((item) => item.tags));
    return {
      tags: graph.settings.tags
        .filter((tag) => used.has(tag.key))
        .map((tag) => ({ key: tag.key, kind: tag.kind, name: pickText(tag.name, order), icon: tag.icon ?? null })),
    };
  }
}
