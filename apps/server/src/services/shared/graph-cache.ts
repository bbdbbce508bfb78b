import type { BusinessGraph, BusinessRepository, BusinessRow } from '../../db/business-repository.ts';

/**
 * Whole businesses kept in memory by id and version: a row read from the database tells whether the kept
 * copy is still current, so an import anywhere is seen by the next request.
 */
export class GraphCache {
  private readonly graphs = new Map<number, Promise<BusinessGraph>>();
  /** The items of each loaded business kept, and their sum: the measure of what the graphs hold. */
  private readonly weights = new Map<number, number>();
  private items = 0;

  /**
   * `maxGraphs`: how many businesses stay in memory, and `maxItems`: how many items they hold together, least
   * recently used dropped first (never the one just loaded). A 1,000-item business is about 1.8 MB of objects:
   * thirty-two of them held 58 MB of the server's memory (decisions 0108, 0112), while a small business costs
   * little. A prepared answer never needs its graph, so a dropped graph costs a load only when its business
   * is priced or its answer rebuilt.
   */
  constructor(
    private readonly businesses: Pick<BusinessRepository, 'loadGraph'>,
    private readonly maxGraphs = 32,
    private readonly maxItems = 8000,
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
    this.forget(business.id);
    this.graphs.set(business.id, loading);
    loading.then(
      (graph) => {
        if (this.graphs.get(business.id) !== loading) return;
        this.weights.set(business.id, graph.items.length);
        this.items += graph.items.length;
        this.bound(business.id);
      },
      () => {
        if (this.graphs.get(business.id) === loading) this.forget(business.id);
      },
    );
    this.bound(business.id);
    return loading;
  }

  /** How many businesses are kept, and how many items they hold. */
  get size(): { graphs: number; items: number } {
    return { graphs: this.graphs.size, items: this.items };
  }

  private forget(id: number): void {
    this.graphs.delete(id);
    this.items -= this.weights.get(id) ?? 0;
    this.weights.delete(id);
  }

  /** Drops the least recently used graphs beyond the bounds, keeping `newest`. */
  private bound(newest: number): void {
    for (const id of this.graphs.keys()) {
      if (this.graphs.size <= this.maxGraphs && this.items <= this.maxItems) break;
      if (id !== newest) this.forget(id);
    }
  }
}
