import type { PaymentWire, ReservationEventWire, ReservationWire } from '@okmenu/contract';
import type { ReservationStatusCode } from '@okmenu/domain';
import { canGuestCancel, reservationStatusName, toMajor, toZonedIso } from '@okmenu/domain';
import type { Currency, ReservationSettings } from '@okmenu/domain';
import type { BusinessGraph } from '../../../db/business-repository.ts';
import type { ReservationEventRow, ReservationRow } from '../../../db/reservation-repository.ts';
import { tableAreaName } from './table-area-name.ts';

/** What a type-2 booking stores of its pre-order (money in minor units). */
export interface StoredPreOrder {
  lines: { item_id: number; price_label_id: number; name: string; quantity: number; total_price: number }[];
  total: number;
  currency: string;
  payment_type: number;
}

export function reservationEventWire(event: Pick<ReservationEventRow, 'id' | 'status' | 'reason' | 'at'>) {
  return {
    id: event.id,
    status: event.status,
    status_name: reservationStatusName(event.status as ReservationStatusCode),
    reason: event.reason,
    at: event.at,
  } satisfies ReservationEventWire;
}

/** A stored booking as the guest and the staff see it; money in the major unit of its currency. */
export function reservationWire(options: {
  row: ReservationRow;
  graph: BusinessGraph;
  settings: ReservationSettings;
  currency: Currency;
  events: readonly ReservationEventRow[];
  now: Date;
  reference?: string;
  payment: PaymentWire | null;
  locale?: string | undefined;
}): ReservationWire {
  const { row, graph } = options;
  const timeZone = graph.branches.find((branch) => branch.id === row.branch_id)?.time_zone ?? 'Asia/Kuwait';
  const tableIds = JSON.parse(row.table_ids) as number[];
  const names = tableIds.map((id) => {
    const name = graph.tables.find((table) => table.id === id)?.name;
    return name?.en ?? Object.values(name ?? {})[0] ?? String(id);
  });
  const stored = row.pre_order ? (JSON.parse(row.pre_order) as StoredPreOrder) : null;
  const major = (minor: number) => toMajor(minor, options.currency);
  const cutoff = row.start_ms - options.settings.cancel_cutoff_minutes * 60_000;
  const open = row.status === 0 || row.status === 1;
  const area = row.table_area
    ? tableAreaName({ graph, branchId: row.branch_id, code: row.table_area, locale: options.locale })
    : null;
  return {
    id: row.id,
    ...(options.reference ? { reference: options.reference } : {}),
    business_id: row.business_id,
    branch_id: row.branch_id,
    status: row.status,
    status_name: reservationStatusName(row.status as ReservationStatusCode),
    type: row.type === 2 ? 2 : 1,
    date: row.local_date,
    time: row.local_time,
    start: toZonedIso(new Date(row.start_ms), timeZone),
    end: toZonedIso(new Date(row.end_ms), timeZone),
    party_size: row.party_size,
    table_ids: tableIds,
    table_names: names,
    table_area: row.table_area,
    table_area_name: area?.name ?? null,
    table_area_names: area?.names ?? {},
    name: row.name,
    phone: row.phone,
    notes: row.notes,
    reject_reason: row.reject_reason,
    cancel_until: toZonedIso(new Date(cutoff), timeZone),
    can_cancel: open && canGuestCancel({ settings: options.settings, start: row.start_ms, now: options.now.getTime() }),
    order: stored && {
      lines: stored.lines.map((line) => ({ ...line, total_price: major(line.total_price) })),
      total: major(stored.total),
      currency: stored.currency,
      payment_type: stored.payment_type,
    },
    created_at: row.created_at,
    events: options.events.map(reservationEventWire),
    payment: options.payment,
  };
}
