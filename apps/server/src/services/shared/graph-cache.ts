import { dropOldest } from '@okmenu/domain';
import type { BusinessGraph, BusinessRepository, BusinessRow } from '../../db/business-repository.ts';

/**
 * Whole businesses kept in memory by id and version: a row read from the database tells whether the kept
 * copy is still current, so an import anywhere is seen by the next request.
 */
export class GraphCache {
  private readonly graphs = new Map<number, Promise<BusinessGraph>>();

  /**
   * `maxGraphs`: how many businesses stay in memory, least recently used dropped first (a 1,000-item business
   * is a few MB of objects; a hundred of them kept for ever went past the server's memory goal, decision 0108).
   */
  constructor(
    private readonly businesses: Pick<BusinessRepository, 'loadGraph'>,
    private readonly maxGraphs = 32,
  ) {}

  /** The business with everything it owns, loaded once per version. */
  async get(business: BusinessRow): Promise<BusinessGraph> {
    const kept = this.graphs.get(business.id);
    if (kept) {
      // The map's order is the order of use.
      this.graphs.delete(business.id);
      this.graphs.set(business.id, kept);
      const graph = await kept;
      if (graph.version === business.version) return graph;
    }
    const loading = this.businesses.loadGraph(business);
    this.graphs.delete(business.id);
    this.graphs.set(business.id, loading);
    loading.catch(() => {
      if (this.graphs.get(business.id) === loading) this.graphs.delete(business.id);
    });
    dropOldest(this.graphs, this.maxGraphs);
    return loading;
  }

  /** How many businesses are kept. */
  get size(): number {
    return this.graphs.size;
  }
}
