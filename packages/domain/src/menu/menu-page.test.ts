import { describe, expect, it } from 'vitest';
import { menuPage } from './menu-page.ts';

const category = (id: number, parent_id: number | null = null) => ({ id, parent_id });
const menu = [category(1), category(2), category(21, 2), category(3), category(211, 21), category(4), category(9, 99)];

describe('menu pages', () => {
  it('a page holds its top categories with every subcategory, in the menu order', () => {
    const page = menuPage(menu, { page: 1, perPage: 2 });
    expect(page.categories.map((c) => c.id)).toEqual([1, 2, 21, 211]);
    expect(page).toMatchObject({ total: 5, lastPage: 3 });
  });

  it('a category whose parent is missing counts as top-level, and a page past the end is empty', () => {
    expect(menuPage(menu, { page: 3, perPage: 2 }).categories.map((c) => c.id)).toEqual([9]);
    expect(menuPage(menu, { page: 4, perPage: 2 }).categories).toEqual([]);
  });

  it('a parent loop does not hang and every category lands on exactly one page', () => {
    const looped = [category(1, 2), category(2, 1), category(3)];
    const pages = [1, 2, 3].flatMap((page) => menuPage(looped, { page, perPage: 1 }).categories.map((c) => c.id));
    expect(pages.sort()).toEqual([1, 2, 3]);
  });
});
