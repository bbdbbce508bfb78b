import type { CalcOrderLine } from '@okmenu/contract';
import type { DiscountsBySellingType, PricingSellingType } from '@okmenu/domain';
import { resolveDiscount } from '@okmenu/domain';
import type { BusinessGraph } from '../../db/business-repository.ts';
import type { CartProblem } from './cart-check.ts';

type StoredItem = BusinessGraph['items'][number];

/** What a line's claims are checked against: the discounts of the order's selling type. */
export interface ClaimContext {
  discounts: DiscountsBySellingType;
  sellingType: PricingSellingType;
}

/**
 * What a SPEC §3 line says about the menu, checked against the server's data (decision 0096): the price
 * label's weight, shipping weight and isQty, the discount the client saw, and the item's provider fields
 * (decision 0110). A difference means the client's menu is out of date: 409 naming the field, so the guest
 * reloads rather than pays for something else.
 */
export function lineClaimProblems(
  options: ClaimContext & { line: CalcOrderLine; at: string; item: StoredItem },
): CartProblem[] {
  const { line, at } = options;
  const label = options.item.price_labels.find((candidate) => candidate.id === line.price_label_id);
  if (!label) return [];
  const problems: CartProblem[] = [];
  const changed = (field: string, message: string) =>
    problems.push({ kind: 'menu_changed', path: `${at}.${field}`, message, code: 'menu_changed' });
  const { provider = null, provider_id: providerId = null } = options.item;
  if (line.provider != null && line.provider !== provider) changed('provider', `The item's provider is ${provider}`);
  if (line.provider_id != null && String(line.provider_id) !== providerId) {
    changed('provider_id', `The item's provider id is ${providerId}`);
  }
  if (line.weight != null && line.weight !== label.weight) changed('weight', `The price label weighs ${label.weight}`);
  if (line.shippingWeight != null && line.shippingWeight !== label.shippingWeight) {
    changed('shippingWeight', `The price label ships as ${label.shippingWeight}`);
  }
  if (line.isQty !== undefined && line.isQty !== label.isQty) changed('isQty', `isQty is ${label.isQty}`);
  if (line.discount_id != null) {
    const applied = resolveDiscount({
      discounts: options.discounts,
      sellingType: options.sellingType,
      itemId: options.item.id,
      categoryId: options.item.category_id,
    });
    if (applied?.rule.id !== line.discount_id) changed('discount_id', 'This discount does not apply to the item');
  }
  return problems;
}

/** The id of the numbered business discount that prices an item in a priced cart, if any (decision 0096). */
export function appliedDiscountId(
  priced: { graph: BusinessGraph; sellingType: PricingSellingType },
  item: StoredItem | undefined,
): number | undefined {
  if (!item) return undefined;
  const { discounts } = priced.graph.settings;
  const { sellingType } = priced;
  return resolveDiscount({ discounts, sellingType, itemId: item.id, categoryId: item.category_id })?.rule.id;
}
