import type { Generated } from 'kysely';

/* Online payments (decision 0092): payments, refunds and the sandbox gateway's charges. */

/** An online payment of an order or a wallet package (decision 0092); money in minor units. */
export interface PaymentsTable {
  id: Generated<number>;
  business_id: number;
  purpose: 'order' | 'wallet_package' | 'reservation';
  order_id: number | null;
  /** The booking whose pre-order this pays (decision 0105). */
  reservation_id: number | null;
  user_id: number | null;
  package_id: number | null;
  /** What a bought wallet package credits, in minor units. */
  credit: number | null;
  gateway: string;
  method: string;
  charge_id: string | null;
  redirect_url: string | null;
  amount: number;
  currency: string;
  status: string;
  idempotency_key: string;
  request_hash: string;
  /** When a request took on creating the gateway charge (so two tabs never create two). */
  claimed_at: string | null;
  last_error: string | null;
  flag_reason: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
}

/** A refund asked of the gateway for a payment (one per payment). */
export interface PaymentRefundsTable {
  id: Generated<number>;
  payment_id: number;
  amount: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed';
  refund_id: string | null;
  actor: string;
  reason: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** A charge of the development sandbox gateway (its own store, as a real gateway has). */
export interface SandboxChargesTable {
  id: string;
  reference: string;
  amount: number;
  currency: string;
  method: string;
  status: string;
  return_url: string;
  webhook_url: string;
  refunded: Generated<number>;
  created_at: string;
}
