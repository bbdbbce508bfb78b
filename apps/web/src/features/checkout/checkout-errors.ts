import { lineProblemsOf } from '../../entities/cart/cart-pricing.ts';

/** A checkout field a server error can be shown next to. */
export type CheckoutField = 'name' | 'phone' | 'car' | 'table' | 'schedule' | 'payment' | 'note';

/** A message as an i18n key with values. */
export interface ErrorText {
  key: string;
  values?: Record<string, string>;
}

/** How a failed POST webapp/order shows: next to fields, per cart line, or as a banner; and what to do about it. */
export interface CheckoutErrors {
  fields: Partial<Record<CheckoutField, ErrorText>>;
  lines: Map<number, string>;
  banner: ErrorText | null;
  /** The slot is gone (or the shop closed): fetch the shifts again and offer fresh slots. */
  refreshSlots: boolean;
  /** The key was used for another order: the next attempt needs a new one. */
  newKey: boolean;
  /** The wallet's balance changed meanwhile (409 wallet_insufficient): fetch it again and price again. */
  repriceWallet: boolean;
}

const bannerKeys: Record<string, string> = {
  shop_closed: 'checkout.errors.shopClosed',
  scheduled_only: 'checkout.errors.scheduledOnly',
  scheduling_disabled: 'checkout.errors.schedulingDisabled',
  invalid_slot: 'checkout.errors.invalidSlot',
  below_min_order: 'checkout.errors.belowMinOrder',
  not_orderable: 'checkout.errors.notOrderable',
  unknown_reference: 'checkout.errors.notOrderable',
  invalid_selection: 'checkout.errors.notOrderable',
  idempotency_key_reused: 'checkout.errors.keyReused',
  wallet_insufficient: 'checkout.errors.walletInsufficient',
  notify_unavailable: 'checkout.errors.notifyUnavailable',
  NETWORK: 'checkout.errors.network',
};

const phoneCodes = ['NOT_A_NUMBER', 'INVALID_COUNTRY', 'TOO_SHORT', 'TOO_LONG'];

function fieldOf(path: string): CheckoutField | null {
  if (path === 'body.name') return 'name';
  if (path === 'body.phone' || path === 'body.dial_code') return 'phone';
  if (path.startsWith('body.car')) return 'car';
  if (path === 'body.table_id') return 'table';
  if (path.startsWith('body.schedule')) return 'schedule';
  if (path === 'body.payment_type') return 'payment';
  if (path === 'body.notes') return 'note';
  return null;
}

function fieldText(field: CheckoutField, message: string): ErrorText {
  if (field === 'phone') {
    return {
      key: phoneCodes.includes(message) ? `checkout.phone.error.${message}` : 'checkout.phone.error.NOT_A_NUMBER',
    };
  }
  return { key: `checkout.errors.field.${field}` };
}

/** Sorts a refused order's error into fields, lines and a banner (SPEC §8 codes become readable messages). */
export function checkoutErrorsOf(error: {
  status: number;
  code: string;
  message: string;
  fields?: { path: string; message: string; code?: string }[];
}): CheckoutErrors {
  const fields: CheckoutErrors['fields'] = {};
  for (const entry of error.fields ?? []) {
    const field = fieldOf(entry.path);
    if (field && !fields[field]) fields[field] = fieldText(field, entry.message);
  }
  const lines = lineProblemsOf(error.fields);
  // Issue 17: a refused cart names its reason by a field code (sold out, new orders paused).
  const codes = new Set((error.fields ?? []).map((entry) => entry.code));
  const liveKey = codes.has('paused') ? 'live.orderPaused' : codes.has('sold_out') ? 'live.orderSoldOut' : null;
  const key = liveKey ?? bannerKeys[error.code] ?? (lines.size > 0 ? 'checkout.errors.notOrderable' : null);
  const placed = Object.keys(fields).length > 0 || lines.size > 0;
  let banner: ErrorText | null = key ? { key } : null;
  // The server's message is developer English: a refusal without a known code reads as the generic banner.
  if (!banner && !placed) banner = { key: 'checkout.errors.generic' };
  return {
    fields,
    lines,
    banner,
    refreshSlots: ['invalid_slot', 'shop_closed', 'scheduled_only', 'scheduling_disabled'].includes(error.code),
    newKey: error.code === 'idempotency_key_reused',
    repriceWallet: error.code === 'wallet_insufficient',
  };
}
