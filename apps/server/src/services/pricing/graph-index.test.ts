import { describe, expect, it } from 'vitest';
import type { BusinessGraph } from '../../db/business-repository.ts';
import { GraphIndexes, categoryChainIn } from './graph-index.ts';

function loadedGraph(): BusinessGraph {
  return {
    items: [
      { id: 7, category_id: 3 },
      { id: 8, category_id: 1 },
    ],
    categories: [
      { id: 1, parent_id: null },
      { id: 2, parent_id: 1 },
      { id: 3, parent_id: 2 },
    ],
  } as unknown as BusinessGraph;
}

describe('GraphIndexes', () => {
  it('finds the items and categories of a loaded graph by id', () => {
    const graph = loadedGraph();
    const index = new GraphIndexes().of(graph);
    expect([...index.items.keys()]).toEqual([7, 8]);
    expect(index.items.get(8)).toBe(graph.items[1]);
    expect([...index.categories.keys()]).toEqual([1, 2, 3]);
    expect(index.categories.get(2)).toBe(graph.categories[1]);
    expect(index.chains.size).toBe(0);
  });

  it('builds one index per loaded graph, and a new one for the graph of another version', () => {
    const indexes = new GraphIndexes();
    const graph = loadedGraph();
    expect(indexes.of(graph)).toBe(indexes.of(graph));
    expect(indexes.of(loadedGraph())).not.toBe(indexes.of(graph));
  });
});

describe('categoryChainIn', () => {
  it('gives the chain from a category up to the top level, worked out once and then kept', () => {
    const graph = loadedGraph();
    const index = new GraphIndexes().of(graph);
    const chain = categoryChainIn(index, 3);
    expect(chain.map((category) => category.id)).toEqual([3, 2, 1]);
    expect(index.chains.get(3)).toBe(chain);
    expect(categoryChainIn(index, 3)).toBe(chain);
    expect(categoryChainIn(index, 1).map((category) => category.id)).toEqual([1]);
  });

  it('gives an empty chain for a category the menu does not have', () => {
    const index = new GraphIndexes().of(loadedGraph());
    expect(categoryChainIn(index, 99)).toEqual([]);
  });
});
