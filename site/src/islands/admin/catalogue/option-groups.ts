import type { OptionCategoryJson, ShopOptionJson } from './api.ts';

export interface OptionGroup {
  category: OptionCategoryJson;
  options: ShopOptionJson[];
}

/** Options under their category, both in the catalogue's order (order_index, then id). */
export function groupOptions(categories: OptionCategoryJson[], options: ShopOptionJson[]): OptionGroup[] {
  const byOrder = <T extends { order_index: number; id: number }>(a: T, b: T) => a.order_index - b.order_index || a.id - b.id;
  return [...categories].sort(byOrder).map((category) => ({
    category,
    options: options.filter((option) => option.category_id === category.id).sort(byOrder),
  }));
}
