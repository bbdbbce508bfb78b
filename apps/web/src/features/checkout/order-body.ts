import type { OrderBodyInput } from '@okmenu/contract';
import { orderSellingType, type ValidPhone } from '@okmenu/domain';
import type { RouteType } from '../business/selling-types.ts';
import { intentLines } from '../cart/cart-pricing.ts';
import type { CarDetails, CartItem } from '../cart/cart-types.ts';

/** The order payload (SPEC §3) of a checkout: what the guest chose and who they are; never a price. */
export function orderBodyOf(options: {
  branchId: number;
  type: RouteType;
  items: readonly CartItem[];
  name: string;
  phone: ValidPhone;
  coupon: string | null;
  note: string;
  paymentType: number;
  schedule: { type: 'now' } | { type: 'later'; slot_start: string };
  car: CarDetails | null;
  tableId: number | null;
  /** Pay with the signed-in customer's wallet; the rest is paid in cash (SPEC §9). */
  useWallet?: boolean;
  /** Where a delivery goes: a zone's area or pin, or (international shipping) a country; with the address. */
  destination?: OrderDestination | null;
}): OrderBodyInput {
  const note = options.note.trim();
  const useWallet = options.useWallet ?? false;
  return {
    branch_id: options.branchId,
    selling_types: orderSellingType(options.type),
    order_lines: intentLines(options.items).map(({ count, ...line }) => ({ ...line, quantity: count })),
    name: options.name.trim(),
    phone: options.phone.nationalNumber,
    dial_code: options.phone.dialCode,
    ...(options.coupon ? { coupon_code: options.coupon } : {}),
    ...(note ? { notes: note } : {}),
    payment_type: (useWallet ? walletPaymentType : options.paymentType) as OrderBodyInput['payment_type'],
    use_wallet: useWallet,
    schedule: options.schedule,
    ...(options.car
      ? { car: { model: options.car.model.trim(), color: options.car.color.trim(), plate: options.car.plate.trim() } }
      : {}),
    ...(options.tableId !== null ? { table_id: options.tableId } : {}),
    ...destinationBodyOf(options.destination ?? null),
  };
}

/** The cash payment type: what the wallet does not cover is paid in cash (SPEC §9). */
export const walletPaymentType = 2;

/** A delivery order's destination: a zone's area or pin, or a shipping country (never both); the address goes along. */
export type OrderDestination = {
  address: NonNullable<OrderBodyInput['address']>;
  gift?: OrderBodyInput['gift'];
} & (
  | { delivery: NonNullable<OrderBodyInput['delivery']>; shipping?: undefined }
  | { shipping: NonNullable<OrderBodyInput['shipping']>; delivery?: undefined }
);

/**
 * The destination of a delivery checkout: the shipping country when the order is shipped abroad, else the
 * chosen area or pin; null while neither is chosen.
 */
export function destinationOf(target: {
  delivery: NonNullable<OrderBodyInput['delivery']> | null;
  shipping: NonNullable<OrderBodyInput['shipping']> | null;
  address: NonNullable<OrderBodyInput['address']>;
  gift: OrderBodyInput['gift'];
}): OrderDestination | null {
  const extra = { address: target.address, ...(target.gift ? { gift: target.gift } : {}) };
  if (target.shipping) return { shipping: target.shipping, ...extra };
  if (target.delivery) return { delivery: target.delivery, ...extra };
  return null;
}

/** The order body's part for the destination: `shipping` replaces `delivery` (the server refuses both). */
function destinationBodyOf(
  destination: OrderDestination | null,
): Pick<OrderBodyInput, 'delivery' | 'shipping' | 'address' | 'gift'> {
  if (!destination) return {};
  return {
    ...(destination.shipping ? { shipping: destination.shipping } : { delivery: destination.delivery }),
    address: destination.address,
    ...(destination.gift ? { gift: destination.gift } : {}),
  };
}

/** Payment types offered now: cash (2), pay later (3), card on pickup/delivery (8); online (1) comes later. */
export const offeredPaymentTypes = [2, 3, 8] as const;

/** The business's payment methods the checkout offers, cash first when offered (SPEC §9 default 2). */
export function paymentChoices(methods: readonly number[]): number[] {
  return offeredPaymentTypes.filter((type) => methods.includes(type));
}
