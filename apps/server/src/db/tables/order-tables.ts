import type { Generated } from 'kysely';
import type { Json } from './json.ts';

/* Orders: the order, its lines and events, and the outboxes written with it (conversions, guest messages). */

export interface OrdersTable {
  id: Generated<number>;
  business_id: number;
  branch_id: number;
  /** SHA-256 of the per-order secret that lets a guest read their order. */
  secret_hash: string;
  user_id: number | null;
  device_id: string | null;
  idempotency_key: string;
  /** SHA-256 of the request body, so a reused key with another body is refused. */
  request_hash: string;
  status: number;
  selling_type: string;
  scheduled_for: string | null;
  name: string;
  phone: string;
  payment_type: number;
  coupon_code: string | null;
  use_wallet: number;
  currency: string;
  total: number;
  wallet_amount: number;
  /** The order as placed: contact, notes, car, table, address and the full price breakdown. */
  details: Json;
  created_at: string;
  updated_at: string;
}

export interface OrderLinesTable {
  order_id: number;
  line_no: number;
  item_id: number;
  price_label_id: number;
  quantity: number;
  unit_price: number;
  total_price: number;
  /** Names, modifiers and their prices as they were when ordered. */
  details: Json;
}

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  status: number;
  actor: string;
  reason: string | null;
  at: string;
}

/** A server-side conversion event waiting for delivery, delivered, or given up (decision 0098). */
export interface ConversionOutboxTable {
  id: Generated<number>;
  order_id: number;
  business_id: number;
  platform: string;
  kind: string;
  event_id: string;
  /** The event as JSON, user data already hashed for its platform. */
  payload: string;
  /** pending, sent or failed. */
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** The outbox of status messages to guests who opted in (SMS or WhatsApp), one per order and status. */
export interface OrderNotificationsTable {
  id: Generated<number>;
  order_id: number;
  business_id: number;
  status: number;
  channel: 'sms' | 'whatsapp';
  phone: string;
  text: string;
  state: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}
