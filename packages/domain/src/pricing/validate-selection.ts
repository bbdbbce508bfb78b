/** The parts of an item that constrain what a customer may choose. */
export interface SelectableItem {
  priceLabels: { id: number; minimum: number; maximum?: number }[];
  modifierGroups: { id: number; min: number; max: number; modifiers: { id: number; maxQuantity: number }[] }[];
  requireComment: boolean;
}

/** What a customer chose on the item page, or what a cart line claims. */
export interface ItemSelection {
  priceLabelId?: number | null;
  modifiers: { id: number; quantity: number }[];
  comment: string;
  count: number;
}

/** A field of a selection that a problem is about. */
export type SelectionField = 'price_label' | 'modifiers' | 'comment' | 'count';

/** What is wrong with a field: missing, out of bounds, not part of the item, or not a whole number. */
export type SelectionProblemCode = 'required' | 'too_few' | 'too_many' | 'unknown' | 'duplicate' | 'invalid';

/** One problem of a selection, precise enough for the interface or a 4xx answer to name it. */
export interface SelectionProblem {
  field: SelectionField;
  code: SelectionProblemCode;
  groupId?: number;
  modifierId?: number;
  /** The bound that was crossed, for messages such as "choose at least 2". */
  limit?: number;
}

function isWholeNumber(value: number, minimum: number): boolean {
  return Number.isInteger(value) && value >= minimum;
}

/** The chosen price label: the selected one, or the only one when the item has a single label. */
function checkPriceLabel(item: SelectableItem, selection: ItemSelection, problems: SelectionProblem[]) {
  const id = selection.priceLabelId;
  if (id === undefined || id === null) {
    if (item.priceLabels.length === 1) return item.priceLabels[0];
    problems.push({ field: 'price_label', code: 'required' });
    return undefined;
  }
  const label = item.priceLabels.find((candidate) => candidate.id === id);
  if (!label) problems.push({ field: 'price_label', code: 'unknown' });
  return label;
}

function checkCount(label: SelectableItem['priceLabels'][number] | undefined, count: number): SelectionProblem[] {
  if (!isWholeNumber(count, 1)) return [{ field: 'count', code: 'invalid' }];
  if (!label) return [];
  if (count < label.minimum) return [{ field: 'count', code: 'too_few', limit: label.minimum }];
  if (label.maximum !== undefined && count > label.maximum) {
    return [{ field: 'count', code: 'too_many', limit: label.maximum }];
  }
  return [];
}

function checkModifiers(item: SelectableItem, selection: ItemSelection): SelectionProblem[] {
  // Nothing chosen from an item without modifier groups (most cart lines): nothing to check, no maps to build.
  if (item.modifierGroups.length === 0 && selection.modifiers.length === 0) return [];
  const problems: SelectionProblem[] = [];
  const groupOf = new Map<number, SelectableItem['modifierGroups'][number]>();
  const maxOf = new Map<number, number>();
  for (const group of item.modifierGroups) {
    for (const modifier of group.modifiers) {
      if (groupOf.has(modifier.id)) continue;
      groupOf.set(modifier.id, group);
      maxOf.set(modifier.id, modifier.maxQuantity);
    }
  }
  const chosenPerGroup = new Map<number, number>();
  const seen = new Set<number>();
  for (const { id, quantity } of selection.modifiers) {
    const group = groupOf.get(id);
    const max = maxOf.get(id);
    if (!group || max === undefined) {
      problems.push({ field: 'modifiers', code: 'unknown', modifierId: id });
      continue;
    }
    if (seen.has(id)) {
      problems.push({ field: 'modifiers', code: 'duplicate', groupId: group.id, modifierId: id });
      continue;
    }
    seen.add(id);
    if (!isWholeNumber(quantity, 1)) {
      problems.push({ field: 'modifiers', code: 'invalid', groupId: group.id, modifierId: id });
      continue;
    }
    if (quantity > max)
      problems.push({ field: 'modifiers', code: 'too_many', groupId: group.id, modifierId: id, limit: max });
    chosenPerGroup.set(group.id, (chosenPerGroup.get(group.id) ?? 0) + quantity);
  }
  for (const group of item.modifierGroups) {
    const chosen = chosenPerGroup.get(group.id) ?? 0;
    if (chosen === 0 && group.min > 0)
      problems.push({ field: 'modifiers', code: 'required', groupId: group.id, limit: group.min });
    else if (chosen < group.min)
      problems.push({ field: 'modifiers', code: 'too_few', groupId: group.id, limit: group.min });
    else if (chosen > group.max)
      problems.push({ field: 'modifiers', code: 'too_many', groupId: group.id, limit: group.max });
  }
  return problems;
}

/** Lists every problem of a selection against its item; an empty list means it can be priced (decision 0025). */
export function validateSelection(options: { item: SelectableItem; selection: ItemSelection }): SelectionProblem[] {
  const { item, selection } = options;
  const problems: SelectionProblem[] = [];
  const label = checkPriceLabel(item, selection, problems);
  problems.push(...checkCount(label, selection.count));
  problems.push(...checkModifiers(item, selection));
  if (item.requireComment && selection.comment.trim() === '') problems.push({ field: 'comment', code: 'required' });
  return problems;
}
