import type { z } from 'zod';
import type { businessFileShape } from './business-file.ts';

/**
 * Checks what the shape alone cannot: ids that must be unique, references between parts of the file
 * (branches, categories, items, tags, discounts), category loops and sane ranges. Every problem is
 * reported with its path, so an owner fixes the whole file in one go.
 */
export function checkReferences(file: z.infer<typeof businessFileShape>, ctx: z.RefinementCtx): void {
  const branchIds = new Set(file.branches.map((b) => b.id));
  const categoryIds = new Set(file.categories.map((c) => c.id));
  const itemIds = new Set(file.items.map((i) => i.id));
  const duplicates = (list: { id: number }[], path: string | (string | number)[]) => {
    const seen = new Set<number>();
    list.forEach((entry, index) => {
      if (seen.has(entry.id))
        ctx.addIssue({ code: 'custom', path: [...[path].flat(), index, 'id'], message: `Duplicate id ${entry.id}` });
      seen.add(entry.id);
    });
  };
  duplicates(file.branches, 'branches');
  duplicates(file.categories, 'categories');
  duplicates(file.items, 'items');
  duplicates(file.zones, 'zones');
  duplicates(file.coupons, 'coupons');
  const checkBranch = (branchId: number, path: (string | number)[]) => {
    if (!branchIds.has(branchId)) ctx.addIssue({ code: 'custom', path, message: `Unknown branch ${branchId}` });
  };
  file.business.checkoutCarPickup?.branches?.forEach((id, index) =>
    checkBranch(id, ['business', 'checkoutCarPickup', 'branches', index]),
  );
  file.categories.forEach((category, index) => {
    if (category.parent_id !== undefined && !categoryIds.has(category.parent_id)) {
      ctx.addIssue({
        code: 'custom',
        path: ['categories', index, 'parent_id'],
        message: `Unknown category ${category.parent_id}`,
      });
    }
    category.branches.forEach((b, bi) => checkBranch(b.branch_id, ['categories', index, 'branches', bi, 'branch_id']));
  });
  file.items.forEach((item, index) => {
    if (!categoryIds.has(item.category_id)) {
      ctx.addIssue({
        code: 'custom',
        path: ['items', index, 'category_id'],
        message: `Unknown category ${item.category_id}`,
      });
    }
    item.branches.forEach((b, bi) => checkBranch(b.branch_id, ['items', index, 'branches', bi, 'branch_id']));
    item.modifier_groups.forEach((group, gi) => {
      if (group.min > group.max) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'modifier_groups', gi, 'min'],
          message: 'min is greater than max',
        });
      }
    });
    item.price_labels.forEach((label, li) => {
      if (label.maximum !== undefined && label.maximum < label.minimum) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'price_labels', li, 'maximum'],
          message: 'maximum is less than minimum',
        });
      }
    });
  });
  file.smart_categories.forEach((smart, index) =>
    smart.item_ids.forEach((itemId, ii) => {
      if (!itemIds.has(itemId))
        ctx.addIssue({
          code: 'custom',
          path: ['smart_categories', index, 'item_ids', ii],
          message: `Unknown item ${itemId}`,
        });
    }),
  );
  file.zones.forEach((zone, index) => checkBranch(zone.branch_id, ['zones', index, 'branch_id']));
  file.shipping_countries.forEach((c, index) => checkBranch(c.branch_id, ['shipping_countries', index, 'branch_id']));
  file.tables.forEach((t, index) => checkBranch(t.branch_id, ['tables', index, 'branch_id']));
  checkTableAreas(file, ctx);
  file.coupons.forEach((coupon, index) => {
    if (coupon.discount_type === 'percent' && coupon.discount_value > 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['coupons', index, 'discount_value'],
        message: 'A percent discount cannot exceed 100',
      });
    }
    coupon.item_ids.forEach((itemId, ii) => {
      if (!itemIds.has(itemId))
        ctx.addIssue({ code: 'custom', path: ['coupons', index, 'item_ids', ii], message: `Unknown item ${itemId}` });
    });
  });
  const codes = new Set<string>();
  file.coupons.forEach((coupon, index) => {
    const code = coupon.code.toUpperCase();
    if (codes.has(code))
      ctx.addIssue({ code: 'custom', path: ['coupons', index, 'code'], message: `Duplicate code ${coupon.code}` });
    codes.add(code);
  });
  const tagKeys = new Set(file.tags.map((tag) => tag.key));
  const areaIds = new Set<number>();
  file.zones.forEach((zone, zi) =>
    zone.areas.forEach((area, ai) => {
      if (areaIds.has(area.id))
        ctx.addIssue({
          code: 'custom',
          path: ['zones', zi, 'areas', ai, 'id'],
          message: `Duplicate area id ${area.id}`,
        });
      areaIds.add(area.id);
    }),
  );
  file.items.forEach((item, index) => {
    item.tags.forEach((tag, ti) => {
      if (!tagKeys.has(tag))
        ctx.addIssue({ code: 'custom', path: ['items', index, 'tags', ti], message: `Unknown tag ${tag}` });
    });
    duplicates(item.price_labels, ['items', index, 'price_labels']);
    const modifierIds = new Set<number>();
    item.modifier_groups.forEach((group, gi) =>
      group.modifiers.forEach((modifier, mi) => {
        if (modifierIds.has(modifier.id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['items', index, 'modifier_groups', gi, 'modifiers', mi, 'id'],
            message: `Duplicate modifier id ${modifier.id}`,
          });
        }
        modifierIds.add(modifier.id);
      }),
    );
  });
  const parents = new Map(file.categories.map((c) => [c.id, c.parent_id]));
  file.categories.forEach((category, index) => {
    const seen = new Set<number>([category.id]);
    for (let parent = category.parent_id; parent !== undefined; parent = parents.get(parent)) {
      if (seen.has(parent)) {
        ctx.addIssue({ code: 'custom', path: ['categories', index, 'parent_id'], message: 'Categories form a loop' });
        break;
      }
      seen.add(parent);
    }
  });
  for (const type of ['delivery', 'car_pickup', 'dine_in'] as const) {
    const entry = file.discounts[type];
    Object.keys(entry?.items ?? {}).forEach((key) => {
      if (!itemIds.has(Number(key)))
        ctx.addIssue({ code: 'custom', path: ['discounts', type, 'items', key], message: `Unknown item ${key}` });
    });
    Object.keys(entry?.categories ?? {}).forEach((key) => {
      if (!categoryIds.has(Number(key)))
        ctx.addIssue({
          code: 'custom',
          path: ['discounts', type, 'categories', key],
          message: `Unknown category ${key}`,
        });
    });
  }
  const highlighted = file.business.highlighted_category_id;
  if (highlighted !== undefined && !categoryIds.has(highlighted)) {
    ctx.addIssue({
      code: 'custom',
      path: ['business', 'highlighted_category_id'],
      message: `Unknown category ${highlighted}`,
    });
  }
}

/** A branch that names its table areas names each once, and every area its tables use (else a guest reads a code). */
function checkTableAreas(file: z.infer<typeof businessFileShape>, ctx: z.RefinementCtx): void {
  const named = new Map<number, Set<string>>();
  file.branches.forEach((branch, bi) => {
    if (!branch.table_areas) return;
    const codes = new Set<string>();
    branch.table_areas.forEach((area, ai) => {
      if (codes.has(area.code))
        ctx.addIssue({
          code: 'custom',
          path: ['branches', bi, 'table_areas', ai, 'code'],
          message: `Duplicate table area ${area.code}`,
        });
      codes.add(area.code);
    });
    named.set(branch.id, codes);
  });
  file.tables.forEach((table, index) => {
    const codes = named.get(table.branch_id);
    if (table.area !== undefined && codes && !codes.has(table.area))
      ctx.addIssue({
        code: 'custom',
        path: ['tables', index, 'area'],
        message: `Table area ${table.area} has no name in its branch's table_areas`,
      });
  });
}
