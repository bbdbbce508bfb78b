import type { ItemWire } from '@okmenu/contract';
import {
  priceCart,
  pricingInputFromMenu,
  validateSelection,
  type ItemSelection,
  type Minor,
  type SelectionProblem,
} from '@okmenu/domain';
import { selectableItem } from '../../../entities/cart/cart-rules.ts';
import { wireToMinor, type MenuPricing } from '../menu-pricing.ts';

/** What the guest has chosen on the item page. */
export interface ItemChoice {
  priceLabelId: number | null;
  /** Modifier id → quantity (only chosen ones). */
  modifiers: ReadonlyMap<number, number>;
  comment: string;
  count: number;
}

/** The price label in force: the chosen one, or the only one. */
export function chosenLabel(item: ItemWire, choice: Pick<ItemChoice, 'priceLabelId'>) {
  if (choice.priceLabelId === null) return item.price_labels.length === 1 ? item.price_labels[0] : undefined;
  return item.price_labels.find((label) => label.id === choice.priceLabelId);
}

/** The first choice of an item: its only price label, no modifiers, the label's minimum quantity. */
export function initialChoice(item: ItemWire): ItemChoice {
  const only = item.price_labels.length === 1 ? item.price_labels[0] : undefined;
  return { priceLabelId: only?.id ?? null, modifiers: new Map(), comment: '', count: only?.minimum ?? 1 };
}

/** The selection a cart line is made of (what `onAdd` receives). */
export function toSelection(item: ItemWire, choice: ItemChoice): ItemSelection {
  return {
    priceLabelId: chosenLabel(item, choice)?.id ?? null,
    modifiers: [...choice.modifiers].map(([id, quantity]) => ({ id, quantity })),
    comment: choice.comment,
    count: choice.count,
  };
}

/** Every problem of the choice (SPEC §5: a price choice when there are several, group min/max, required comment). */
export function choiceProblems(item: ItemWire, choice: ItemChoice): SelectionProblem[] {
  return validateSelection({ item: selectableItem(item), selection: toSelection(item, choice) });
}

/** The price of a chosen line: what it costs (after the business discount) and what it would cost without it. */
export interface ChoicePrice {
  total: Minor;
  beforeDiscount: Minor;
}

/**
 * Prices the choice as one cart line with the same engine the cart and the server use (`priceCart`), so the number
 * shown here is the number the cart shows. Null until a price label is chosen.
 */
export function choicePrice(item: ItemWire, choice: ItemChoice, pricing: MenuPricing): ChoicePrice | null {
  const label = chosenLabel(item, choice);
  if (!label) return null;
  const known = new Set(item.modifier_groups.flatMap((group) => group.modifiers.map((modifier) => modifier.id)));
  const input = pricingInputFromMenu({
    items: new Map([[item.id, item]]),
    lines: [
      {
        item_id: item.id,
        price_label_id: label.id,
        count: choice.count,
        modifiers: [...choice.modifiers]
          .filter(([id, quantity]) => known.has(id) && quantity > 0)
          .map(([id, quantity]) => ({ id, quantity })),
      },
    ],
    sellingType: pricing.sellingType,
    discounts: pricing.wireDiscounts,
    coupon: null,
    userKind: 'guest',
    fee: null,
    serviceFee: 0,
    exclusiveTaxes: [],
    toMinor: (major) => wireToMinor(major, pricing),
  });
  const line = priceCart(input).lines[0];
  if (!line) return null;
  return { total: line.lineTotal, beforeDiscount: (line.unitPrice + line.modifiersPrice) * line.count };
}
