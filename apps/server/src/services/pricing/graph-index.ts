import { categoryChainOf } from '@okmenu/domain';
import type { BusinessGraph } from '../../db/business-repository.ts';

type StoredItem = BusinessGraph['items'][number];
type StoredCategory = BusinessGraph['categories'][number];

/**
 * A loaded business's items and categories by id, so that checking and pricing a cart's lines looks each one
 * up rather than scanning the menu's arrays for every line.
 */
export interface GraphIndex {
  items: Map<number, StoredItem>;
  categories: Map<number, StoredCategory>;
  /** Each category's chain up to the top level, worked out the first time a line asks (read only). */
  chains: Map<number, readonly StoredCategory[]>;
}

/**
 * The index of each loaded version of a business, kept as long as its graph is: the graph cache loads a new
 * graph for a new version, so an index never answers for a menu other than the one it was built from.
 */
export class GraphIndexes {
  private readonly indexes = new WeakMap<BusinessGraph, GraphIndex>();

  /** Items and categories by id, built once per loaded version of a business. */
  of(graph: BusinessGraph): GraphIndex {
    let index = this.indexes.get(graph);
    if (!index) {
      index = {
        items: new Map(graph.items.map((item) => [item.id, item])),
        categories: new Map(graph.categories.map((category) => [category.id, category])),
        chains: new Map(),
      };
      this.indexes.set(graph, index);
    }
    return index;
  }
}

/** The chain of categories above an item, kept in the graph's index: the menu version fixes it. */
export function categoryChainIn(index: GraphIndex, categoryId: number): readonly StoredCategory[] {
  let chain = index.chains.get(categoryId);
  if (!chain) {
    chain = categoryChainOf(categoryId, index.categories);
    index.chains.set(categoryId, chain);
  }
  return chain;
}
