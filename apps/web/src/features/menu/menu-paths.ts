/** Links inside a business's menu for one selling type. */
export interface MenuPaths {
  home: string;
  search: string;
  category: (categoryId: number) => string;
  item: (item: { id: number; category_id: number }) => string;
}

export function menuPaths(referenceId: string, type: string): MenuPaths {
  const home = `/${referenceId}/${type}`;
  return {
    home,
    search: `${home}/search`,
    category: (categoryId) => `${home}/${categoryId}`,
    item: (item) => `${home}/${item.category_id}/${item.id}`,
  };
}
