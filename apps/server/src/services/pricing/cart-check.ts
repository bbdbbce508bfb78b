import type { CalcOrderLine } from '@okmenu/contract';
import type { RouteSellingType, SelectableItem, SelectionProblem, SoldOutIndex, ZonedMoment } from '@okmenu/domain';
import {
  isHiddenInBranch,
  isItemOrderable,
  itemMatchesType,
  linesOverMaximum,
  validateSelection,
} from '@okmenu/domain';
import type { BusinessGraph } from '../../db/business-repository.ts';
import { AppError } from '../shared/errors.ts';
import type { ClaimContext } from './line-claims.ts';
import { lineClaimProblems } from './line-claims.ts';

type StoredItem = BusinessGraph['items'][number];
type StoredCategory = BusinessGraph['categories'][number];

/** What kind of problem a cart field has; it decides the answer's status (decision 0030). */
export type CartProblemKind = 'unknown_reference' | 'invalid_selection' | 'not_orderable' | 'menu_changed';

/**
 * Why a cart field is refused, as the web app translates it (apps/web `cart.problems.<code>`); the message
 * next to it is developer English and is never shown to a guest.
 */
export type CartProblemCode =
  | 'unknown_item'
  | 'unknown_price_label'
  | 'too_few'
  | 'too_many'
  | 'comment_required'
  | 'unknown_modifier'
  | 'duplicate_modifier'
  | 'modifier_too_many'
  | 'group_too_few'
  | 'group_too_many'
  | 'not_for_type'
  | 'not_in_branch'
  | 'not_available_now'
  | 'sold_out'
  | 'paused'
  | 'menu_changed'
  | 'unknown_branch'
  | 'type_not_offered'
  | 'not_delivered_here'
  | 'unknown_area'
  | 'zone_closed'
  | 'not_shipped_here';

/** One problem of a cart intent, with the request path of the field it is about. */
export interface CartProblem {
  kind: CartProblemKind;
  path: string;
  message: string;
  /** A stable reason the web app translates for the guest (the message is for developers; issue 12). */
  code: CartProblemCode;
}

const statusOf: Record<CartProblemKind, number> = {
  unknown_reference: 422,
  invalid_selection: 422,
  not_orderable: 409,
  menu_changed: 409,
};
const precedence: CartProblemKind[] = ['unknown_reference', 'invalid_selection', 'not_orderable', 'menu_changed'];

/** One 4xx for every problem of a cart: the most basic kind names the answer, every field is listed. */
export function cartRejection(problems: readonly CartProblem[]): AppError {
  const kind = precedence.find((k) => problems.some((p) => p.kind === k)) ?? 'invalid_selection';
  const first = problems.find((p) => p.kind === kind);
  const fields = problems.map(({ path, message, code }) => ({ path, message, code }));
  return new AppError(statusOf[kind], kind, `${first?.path}: ${first?.message}`, fields);
}

/** Where the lines of a cart are checked: the branch, the selling type's item filter and the local moment. */
export interface LineCheckContext extends ClaimContext {
  items: ReadonlyMap<number, StoredItem>;
  categoryChain(item: StoredItem): readonly StoredCategory[];
  branchId: number;
  routeType: RouteSellingType;
  moment: ZonedMoment;
  /** What staff marked sold out in the branch (issue 17); absent where nothing is tracked. */
  soldOut?: SoldOutIndex;
}

function selectionProblem(input: { problem: SelectionProblem; line: CalcOrderLine; at: string }): CartProblem {
  const { problem, line, at } = input;
  const modifierAt = (field: 'id' | 'quantity') => {
    const positions = line.modifiers.flatMap((m, index) => (m.id === problem.modifierId ? [index] : []));
    const position = problem.code === 'duplicate' ? positions[1] : positions[0];
    return `${at}.modifiers.${position ?? 0}.${field}`;
  };
  const limit = problem.limit ?? 0;
  switch (problem.field) {
    case 'price_label':
      return {
        kind: 'unknown_reference',
        path: `${at}.price_label_id`,
        message: 'Not a price label of this item',
        code: 'unknown_price_label',
      };
    case 'count': {
      const messages: Partial<Record<SelectionProblem['code'], string>> = {
        too_few: `At least ${limit} of this price label`,
        too_many: `At most ${limit} of this price label`,
      };
      return {
        kind: 'invalid_selection',
        path: `${at}.count`,
        message: messages[problem.code] ?? 'Not allowed',
        code: problem.code === 'too_few' ? 'too_few' : 'too_many',
      };
    }
    case 'comment':
      return {
        kind: 'invalid_selection',
        path: `${at}.comment`,
        message: 'This item needs a comment',
        code: 'comment_required',
      };
    case 'modifiers':
      if (problem.code === 'unknown') {
        return {
          kind: 'unknown_reference',
          path: modifierAt('id'),
          message: 'Not a modifier of this item',
          code: 'unknown_modifier',
        };
      }
      if (problem.code === 'duplicate') {
        return {
          kind: 'invalid_selection',
          path: modifierAt('id'),
          message: 'Listed twice; use quantity',
          code: 'duplicate_modifier',
        };
      }
      if (problem.modifierId !== undefined) {
        return {
          kind: 'invalid_selection',
          path: modifierAt('quantity'),
          message: `At most ${limit} of this modifier`,
          code: 'modifier_too_many',
        };
      }
      return {
        kind: 'invalid_selection',
        path: `${at}.modifiers`,
        message:
          problem.code === 'too_many'
            ? `Modifier group ${problem.groupId} allows at most ${limit}`
            : `Modifier group ${problem.groupId} needs at least ${limit}`,
        code: problem.code === 'too_many' ? 'group_too_many' : 'group_too_few',
      };
  }
}

function availabilityProblem(input: { item: StoredItem; ctx: LineCheckContext; at: string }): CartProblem | null {
  const { item, ctx, at } = input;
  const path = `${at}.item_id`;
  if (!itemMatchesType(item.types, ctx.routeType)) {
    return { kind: 'not_orderable', path, message: `Not sold for ${ctx.routeType}`, code: 'not_for_type' };
  }
  const chain = ctx.categoryChain(item);
  if (isHiddenInBranch(item, ctx.branchId) || chain.some((c) => isHiddenInBranch(c, ctx.branchId))) {
    return { kind: 'not_orderable', path, message: 'Not sold in this branch', code: 'not_in_branch' };
  }
  const orderable = isItemOrderable({
    item,
    categoryChain: chain,
    branchId: ctx.branchId,
    routeType: ctx.routeType,
    moment: ctx.moment,
  });
  return orderable
    ? null
    : { kind: 'not_orderable', path, message: 'Not available at this time', code: 'not_available_now' };
}

/** Sold-out marks hit by a line: the item, its price label, or one of its modifiers. */
function soldOutProblems(line: CalcOrderLine, soldOut: SoldOutIndex | undefined, at: string): CartProblem[] {
  if (!soldOut) return [];
  if (soldOut.itemSoldOut(line.item_id)) {
    return [{ kind: 'not_orderable', path: `${at}.item_id`, message: 'Sold out', code: 'sold_out' }];
  }
  const problems: CartProblem[] = [];
  if (soldOut.labelSoldOut(line.item_id, line.price_label_id)) {
    problems.push({ kind: 'not_orderable', path: `${at}.price_label_id`, message: 'Sold out', code: 'sold_out' });
  }
  line.modifiers.forEach((modifier, index) => {
    if (soldOut.modifierSoldOut(modifier.id)) {
      problems.push({
        kind: 'not_orderable',
        path: `${at}.modifiers.${index}.id`,
        message: 'Sold out',
        code: 'sold_out',
      });
    }
  });
  return problems;
}

/** Lines that take a dish over its price label's maximum for the whole order (several lines add up, issue 12). */
export function orderMaximumProblems(
  lines: readonly CalcOrderLine[],
  items: ReadonlyMap<number, StoredItem>,
): CartProblem[] {
  const counted = lines.map((line) => ({ itemId: line.item_id, priceLabelId: line.price_label_id, count: line.count }));
  const maximumOf = (itemId: number, priceLabelId: number | null | undefined) => {
    const labels = items.get(itemId)?.price_labels ?? [];
    const label = labels.find((l) => l.id === priceLabelId) ?? (labels.length === 1 ? labels[0] : undefined);
    return label?.maximum;
  };
  return linesOverMaximum(counted, maximumOf).map(({ index, limit }) => ({
    kind: 'invalid_selection',
    path: `body.lines.${index}.count`,
    message: `At most ${limit} of this price label in one order`,
    code: 'too_many',
  }));
}

/**
 * What constrains a choice of an item, in the shape the domain's check takes; made once per item of a loaded
 * menu version (its objects are never changed; a new version is new objects), not once per cart line
 * (decision 0122).
 */
const selectableItems = new WeakMap<StoredItem, SelectableItem>();

export function selectableItem(item: StoredItem): SelectableItem {
  let selectable = selectableItems.get(item);
  if (!selectable) {
    selectable = {
      priceLabels: item.price_labels,
      modifierGroups: item.modifier_groups.map((group) => ({
        ...group,
        modifiers: group.modifiers.map((m) => ({ id: m.id, maxQuantity: m.max_quantity })),
      })),
      requireComment: item.require_comment,
    };
    selectableItems.set(item, selectable);
  }
  return selectable;
}

/** Every problem of one cart line against the server's own data (decision 0025 for the selection). */
export function checkLine(input: { line: CalcOrderLine; index: number; ctx: LineCheckContext }): CartProblem[] {
  const { line, index, ctx } = input;
  const at = `body.lines.${index}`;
  const item = ctx.items.get(line.item_id);
  if (!item) {
    return [{ kind: 'unknown_reference', path: `${at}.item_id`, message: 'Not on the menu', code: 'unknown_item' }];
  }
  const selection = validateSelection({
    item: selectableItem(item),
    selection: {
      priceLabelId: line.price_label_id,
      modifiers: line.modifiers,
      comment: line.comment ?? '',
      count: line.count,
    },
  });
  const problems = selection.map((problem) => selectionProblem({ problem, line, at }));
  const availability = availabilityProblem({ item, ctx, at });
  if (availability) problems.push(availability);
  // Pushed, not spread into a new array with a copy of the context: that line was the costliest of a line's
  // check in the profile (decision 0122).
  problems.push(...soldOutProblems(line, ctx.soldOut, at));
  problems.push(...lineClaimProblems({ discounts: ctx.discounts, sellingType: ctx.sellingType, line, at, item }));
  return problems;
}
