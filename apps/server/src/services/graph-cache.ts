import type { BusinessGraph, BusinessRepository, BusinessRow } from '../db/business-repository.ts';

/**
 * Whole businesses kept in memory by id and version: a row read from the database tells whether the kept
 * copy is still current, so an import anywhere is seen by the next request.
 */
export class GraphCache {
  private readonly graphs = new Map<number, Promise<BusinessGraph>>();

  constructor(private readonly businesses: BusinessRepository) {}

  /** The business with everything it owns, loaded once per version. */
  async get(business: BusinessRow): Promise<BusinessGraph> {
    const kept = this.graphs.get(business.id);
    if (kept) {
      const graph = await kept;
      if (graph.version === business.version) return graph;
    }
    const loading = this.businesses.loadGraph(business);
    this.graphs.set(business.id, loading);
    loading.catch(() => this.graphs.delete(business.id));
    return loading;
  }
}
