import type { BannersResponse } from '@okmenu/contract';
import { zonedMoment } from '@okmenu/domain';
import type { BusinessRepository, BusinessRow } from '../../db/business-repository.ts';
import type { EngagementRepository } from '../../db/engagement-repository.ts';
import { AppError, notFound } from '../shared/errors.ts';
import type { GraphCache } from '../shared/graph-cache.ts';
import { resolveLocale, wireContext } from '../business/wire/restaurant-view.ts';

/** Banners shown on a branch's home, and the counters of what guests saw. */
export class EngagementService {
  constructor(
    private readonly deps: { businesses: BusinessRepository; graphs: GraphCache; engagement: EngagementRepository },
  ) {}

  private async business(branchId: number): Promise<BusinessRow> {
    const business = await this.deps.businesses.findByBranch(branchId);
    if (!business) throw notFound(`Branch ${branchId}`);
    return business;
  }

  private async branchToday(target: { business: BusinessRow; branchId: number; now: Date }): Promise<string> {
    const { business, branchId, now } = target;
    const graph = await this.deps.graphs.get(business);
    const branch = graph.branches.find((b) => b.id === branchId);
    return zonedMoment(now, branch?.time_zone ?? 'Asia/Kuwait').date;
  }

  /** Today's banners of a branch (its own zone's date) with that date, as a page's first load asks for them. */
  async todaysBanners(options: {
    branchId: number;
    locale: string;
    now: Date;
  }): Promise<{ date: string; answer: BannersResponse }> {
    const business = await this.business(options.branchId);
    const date = await this.branchToday({ business, branchId: options.branchId, now: options.now });
    return { date, answer: await this.banners({ ...options, date }) };
  }

  /** The banners of a branch that run on a date (`YYYY-MM-DD`; today in the branch's zone by default). */
  async banners(options: { branchId: number; date?: string; locale?: string; now: Date }): Promise<BannersResponse> {
    const business = await this.business(options.branchId);
    const graph = await this.deps.graphs.get(business);
    const date = options.date ?? (await this.branchToday({ business, branchId: options.branchId, now: options.now }));
    const { t } = wireContext(graph, resolveLocale(options.locale, business.settings.locales));
    return {
      banners: graph.banners
        .filter((banner) => banner.branch_ids.length === 0 || banner.branch_ids.includes(options.branchId))
        .filter((banner) => (banner.starts_on ?? date) <= date && date <= (banner.ends_on ?? date))
        .map((banner) => ({
          id: banner.id,
          image: banner.image,
          title: t(banner.title),
          link_item_id: banner.link_item_id ?? null,
          link_category_id: banner.link_category_id ?? null,
        })),
    };
  }

  /** Counts that a guest saw these banners; every id must be a banner of the branch's business. */
  async reach(options: { branchId: number; bannerIds: number[]; now: Date }): Promise<void> {
    const business = await this.business(options.branchId);
    const graph = await this.deps.graphs.get(business);
    const known = new Set(graph.banners.map((b) => b.id));
    const unknown = options.bannerIds.map((id, index) => ({ id, index })).filter(({ id }) => !known.has(id));
    if (unknown.length > 0) {
      throw new AppError(
        400,
        'invalid_request',
        `Unknown banner ${unknown[0]?.id}`,
        unknown.map(({ id, index }) => ({ path: `body.banners.${index}`, message: `Unknown banner ${id}` })),
      );
    }
    const day = await this.branchToday({ business, branchId: options.branchId, now: options.now });
    await this.deps.engagement.addBannerReach(business.id, [...new Set(options.bannerIds)], day);
  }

  /** Counts a visit to a branch's menu. */
  async visit(options: { branchId: number; source: string; now: Date }): Promise<void> {
    const business = await this.business(options.branchId);
    const day = await this.branchToday({ business, branchId: options.branchId, now: options.now });
    await this.deps.engagement.addVisit({
      businessId: business.id,
      branchId: options.branchId,
      day,
      source: options.source,
    });
  }
}
