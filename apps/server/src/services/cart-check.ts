import type { CalcOrderLine } from '@okmenu/contract';
import type { RouteSellingType, SelectionProblem, ZonedMoment } from '@okmenu/domain';
import { isHiddenInBranch, isItemOrderable, itemMatchesType, validateSelection } from '@okmenu/domain';
import type { BusinessGraph } from '../db/business-repository.ts';
import { AppError } from './errors.ts';

type StoredItem = BusinessGraph['items'][number];
type StoredCategory = BusinessGraph['categories'][number];

/** What kind of problem a cart field has; it decides the answer's status (decision 0030). */
export type CartProblemKind = 'unknown_reference' | 'invalid_selection' | 'not_orderable';

/** One problem of a cart intent, with the request path of the field it is about. */
export interface CartProblem {
  kind: CartProblemKind;
  path: string;
  message: string;
}

const statusOf: Record<CartProblemKind, number> = {
  unknown_reference: 422,
  invalid_selection: 422,
  not_orderable: 409,
};
const precedence: CartProblemKind[] = ['unknown_reference', 'invalid_selection', 'not_orderable'];

/** One 4xx for every problem of a cart: the most basic kind names the answer, every field is listed. */
export function cartRejection(problems: readonly CartProblem[]): AppError {
  const kind = precedence.find((k) => problems.some((p) => p.kind === k)) ?? 'invalid_selection';
  const first = problems.find((p) => p.kind === kind);
  const fields = problems.map(({ path, message }) => ({ path, message }));
  return new AppError(statusOf[kind], kind, `${first?.path}: ${first?.message}`, fields);
}

/** Where the lines of a cart are checked: the branch, the selling type's item filter and the local moment. */
export interface LineCheckContext {
  items: ReadonlyMap<number, StoredItem>;
  categoryChain(item: StoredItem): StoredCategory[];
  branchId: number;
  routeType: RouteSellingType;
  moment: ZonedMoment;
}

function selectionProblem(problem: SelectionProblem, line: CalcOrderLine, at: string): CartProblem {
  const modifierAt = (field: 'id' | 'quantity') => {
    const positions = line.modifiers.flatMap((m, index) => (m.id === problem.modifierId ? [index] : []));
    const position = problem.code === 'duplicate' ? positions[1] : positions[0];
    return `${at}.modifiers.${position ?? 0}.${field}`;
  };
  const limit = problem.limit ?? 0;
  switch (problem.field) {
    case 'price_label':
      return { kind: 'unknown_reference', path: `${at}.price_label_id`, message: 'Not a price label of this item' };
    case 'count': {
      const messages: Partial<Record<SelectionProblem['code'], string>> = {
        too_few: `At least ${limit} of this price label`,
        too_many: `At most ${limit} of this price label`,
      };
      return { kind: 'invalid_selection', path: `${at}.count`, message: messages[problem.code] ?? 'Not allowed' };
    }
    case 'comment':
      return { kind: 'invalid_selection', path: `${at}.comment`, message: 'This item needs a comment' };
    case 'modifiers':
      if (problem.code === 'unknown') {
        return { kind: 'unknown_reference', path: modifierAt('id'), message: 'Not a modifier of this item' };
      }
      if (problem.code === 'duplicate') {
        return { kind: 'invalid_selection', path: modifierAt('id'), message: 'Listed twice; use quantity' };
      }
      if (problem.modifierId !== undefined) {
        return {
          kind: 'invalid_selection',
          path: modifierAt('quantity'),
          message: `At most ${limit} of this modifier`,
        };
      }
      return {
        kind: 'invalid_selection',
        path: `${at}.modifiers`,
        message:
          problem.code === 'too_many'
            ? `Modifier group ${problem.groupId} allows at most ${limit}`
            : `Modifier group ${problem.groupId} needs at least ${limit}`,
      };
  }
}

function availabilityProblem(item: StoredItem, ctx: LineCheckContext, at: string): CartProblem | null {
  const path = `${at}.item_id`;
  if (!itemMatchesType(item.types, ctx.routeType)) {
    return { kind: 'not_orderable', path, message: `Not sold for ${ctx.routeType}` };
  }
  const chain = ctx.categoryChain(item);
  if (isHiddenInBranch(item, ctx.branchId) || chain.some((c) => isHiddenInBranch(c, ctx.branchId))) {
    return { kind: 'not_orderable', path, message: 'Not sold in this branch' };
  }
  const orderable = isItemOrderable({
    item,
    categoryChain: chain,
    branchId: ctx.branchId,
    routeType: ctx.routeType,
    moment: ctx.moment,
  });
  return orderable ? null : { kind: 'not_orderable', path, message: 'Not available at this time' };
}

/** Every problem of one cart line against the server's own data (decision 0025 for the selection). */
export function checkLine(line: CalcOrderLine, index: number, ctx: LineCheckContext): CartProblem[] {
  const at = `body.lines.${index}`;
  const item = ctx.items.get(line.item_id);
  if (!item) return [{ kind: 'unknown_reference', path: `${at}.item_id`, message: 'Not on the menu' }];
  const selection = validateSelection({
    item: {
      priceLabels: item.price_labels,
      modifierGroups: item.modifier_groups.map((group) => ({
        ...group,
        modifiers: group.modifiers.map((m) => ({ id: m.id, maxQuantity: m.max_quantity })),
      })),
      requireComment: item.require_comment,
    },
    selection: {
      priceLabelId: line.price_label_id,
      modifiers: line.modifiers,
      comment: line.comment ?? '',
      count: line.count,
    },
  });
  const problems = selection.map((problem) => selectionProblem(problem, line, at));
  const availability = availabilityProblem(item, ctx, at);
  return availability ? [...problems, availability] : problems;
}
