import type { SoldOutTargetWire } from '@okmenu/contract';
import type { SoldOutMark, SoldOutTarget } from '@okmenu/domain';
import type { SoldOutRow } from '../../db/operations-repository.ts';

/** The stored key of a target: one mark per branch and key. */
export function targetKey(target: SoldOutTargetWire): string {
  if (target.kind === 'item') return `item:${target.item_id}`;
  if (target.kind === 'price_label') return `label:${target.item_id}:${target.price_label_id}`;
  return `modifier:${target.modifier_id}`;
}

/** The wire target of a stored key (keys are only ever written by `targetKey`). */
export function targetOfKey(key: string): SoldOutTargetWire {
  const [kind, a = 0, b = 0] = key.split(':').map((part, index) => (index === 0 ? part : Number(part))) as [
    string,
    number?,
    number?,
  ];
  if (kind === 'label') return { kind: 'price_label', item_id: a, price_label_id: b };
  if (kind === 'modifier') return { kind: 'modifier', modifier_id: a };
  return { kind: 'item', item_id: a };
}

function domainTarget(target: SoldOutTargetWire): SoldOutTarget {
  if (target.kind === 'item') return { kind: 'item', itemId: target.item_id };
  if (target.kind === 'price_label') {
    return { kind: 'price_label', itemId: target.item_id, priceLabelId: target.price_label_id };
  }
  return { kind: 'modifier', modifierId: target.modifier_id };
}

/** A stored row as the domain's mark. */
export function markOfRow(row: SoldOutRow): SoldOutMark {
  return {
    branchId: row.branchId,
    target: domainTarget(targetOfKey(row.target)),
    until: row.until === null ? null : new Date(row.until),
  };
}
