import type { BranchCardWire, BranchesResponse, PoliciesResponse, PolicyWire } from '@okmenu/contract';
import { policyKeys } from '@okmenu/contract';
import {
  branchOpenings,
  directionsUrl,
  offersPickup,
  parseRichText,
  richTextHtml,
  toZonedIso,
  whatsappUrl,
} from '@okmenu/domain';
import type { BusinessGraph, BusinessRepository } from '../../db/business-repository.ts';
import { notFound } from '../shared/errors.ts';
import type { GraphCache } from '../shared/graph-cache.ts';
import { assertNotSuspended, resolveLocale, wireContext } from './wire/restaurant-view.ts';

/** The venue pages' answers: the branches with their opening state, and the business's policies. */
export class VenueService {
  constructor(private readonly deps: { businesses: BusinessRepository; graphs: GraphCache }) {}

  /**
   * GET webapp/branches/{businessId}: every branch with open-now or its next opening per selling type
   * (its shifts in its own time zone, at `now`), whether it offers pickup, and call, WhatsApp and
   * directions links. Not cached: the opening state changes with the clock.
   */
  async branches(options: { businessId: number; locale: string | undefined; now: Date }): Promise<BranchesResponse> {
    const graph = await this.graphOf(options.businessId);
    const locale = resolveLocale(options.locale, graph.settings.locales);
    const { t } = wireContext(graph, locale);
    // A business the platform switched off answers 433 on its branches too (decision 0096).
    assertNotSuspended(graph.settings, t);
    const pickupBranches = graph.settings.checkoutCarPickup?.branches;
    const branches = graph.branches.map((b): BranchCardWire => {
      const whatsapp = b.whatsapp_phone ?? graph.settings.whatsapp_phone ?? null;
      return {
        id: b.id,
        reference_id: b.reference_id ?? `branch-${b.id}`,
        name: t(b.name),
        address: t(b.address),
        phone: b.phone ?? null,
        location: b.location,
        time_zone: b.time_zone,
        selling_types: b.selling_types,
        whatsapp_phone: whatsapp,
        openings: branchOpenings({
          sellingTypes: b.selling_types,
          shifts: b.shifts,
          timeZone: b.time_zone,
          now: options.now,
        }),
        offers_pickup: offersPickup({ branchId: b.id, sellingTypes: b.selling_types, pickupBranches }),
        links: {
          directions: directionsUrl(b.location),
          call: b.phone ? `tel:${b.phone.replace(/[^\d+]/g, '')}` : null,
          whatsapp: whatsapp ? whatsappUrl(whatsapp) : null,
        },
      };
    });
    return { now: toZonedIso(options.now, graph.branches[0]?.time_zone ?? 'UTC'), branches };
  }

  /** GET webapp/policies/{businessId}: each policy in the asked language, parsed from the Markdown subset. */
  async policies(options: { businessId: number; locale: string | undefined }): Promise<PoliciesResponse> {
    const graph = await this.graphOf(options.businessId);
    const locale = resolveLocale(options.locale, graph.settings.locales);
    const order = [locale, ...graph.settings.locales, 'en'];
    const policies: PolicyWire[] = [];
    for (const key of policyKeys) {
      const texts: Partial<Record<string, string>> | undefined = graph.settings.policies[key];
      if (!texts) continue;
      const found = order.find((candidate) => texts[candidate]) ?? Object.keys(texts).find((k) => texts[k]);
      if (!found) continue;
      const blocks = parseRichText(texts[found] ?? '');
      policies.push({ key, anchor: `policy-${key}`, locale: found, blocks, html: richTextHtml(blocks) });
    }
    return { policies };
  }

  private async graphOf(businessId: number): Promise<BusinessGraph> {
    const business = await this.deps.businesses.findById(businessId);
    if (!business) throw notFound(`Business ${businessId}`);
    return this.deps.graphs.get(business);
  }
}
