import type { Generated } from 'kysely';
import type { Json } from './json.ts';

/* Table bookings (issue 14): the booking, its events and the per-branch lock row. */

/** A table booking (issue 14); times as epoch ms, `table_ids` and `pre_order` as JSON. */
export interface ReservationsTable {
  id: Generated<number>;
  business_id: number;
  branch_id: number;
  secret_hash: string;
  user_id: number | null;
  device_id: string | null;
  idempotency_key: string;
  request_hash: string;
  status: number;
  type: number;
  start_ms: number;
  end_ms: number;
  local_date: string;
  local_time: string;
  party_size: number;
  table_ids: Json;
  table_area: string | null;
  name: string;
  phone: string;
  notes: string | null;
  reject_reason: string | null;
  pre_order: Json | null;
  created_at: string;
  updated_at: string;
}

export interface ReservationEventsTable {
  id: Generated<number>;
  reservation_id: number;
  status: number;
  actor: string;
  reason: string | null;
  at: string;
}

/** One row per branch taking bookings; a booking updates it first, which serialises bookings of the branch. */
export interface ReservationLocksTable {
  business_id: number;
  branch_id: number;
  version: number;
}
