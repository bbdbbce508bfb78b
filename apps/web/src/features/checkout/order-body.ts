import type { NotifyChannel, OrderBodyInput } from '@okmenu/contract';
import {
  deliveryTakesPayment,
  orderSellingType,
  type DeliveryPaymentConfig,
  type OnlineMethod,
  type ValidPhone,
} from '@okmenu/domain';
import type { RouteType } from '../../entities/business/selling-types.ts';
import { intentLines } from '../../entities/cart/cart-pricing.ts';
import type { CarDetails, CartItem } from '../../entities/cart/cart-types.ts';

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
  /** With payment type 1 (online): the method the guest picked (issue 13). */
  onlineMethod?: OnlineMethod | null;
  /** The guest consented to advertising: the server may send this purchase to the platforms (issue 18). */
  trackingConsent?: boolean;
  /** The channel the guest opted in to hear status changes on (issue 17); none when null. */
  notify?: NotifyChannel | null;
}): OrderBodyInput {
  const note = options.note.trim();
  const useWallet = options.useWallet ?? false;
  const online = paymentTypeOf(options.paymentType, useWallet) === onlineType && Boolean(options.onlineMethod);
  return {
    branch_id: options.branchId,
    selling_types: orderSellingType(options.type),
    order_lines: intentLines(options.items).map(({ count, ...line }) => ({ ...line, quantity: count })),
    name: options.name.trim(),
    phone: options.phone.nationalNumber,
    dial_code: options.phone.dialCode,
    ...(options.coupon ? { coupon_code: options.coupon } : {}),
    ...(note ? { notes: note } : {}),
    payment_type: paymentTypeOf(options.paymentType, useWallet) as OrderBodyInput['payment_type'],
    ...(online ? { online_method: options.onlineMethod! } : {}),
    use_wallet: useWallet,
    ...(options.type === 'reservation' ? { reservation: true } : {}),
    schedule: options.schedule,
    ...(options.car
      ? { car: { model: options.car.model.trim(), color: options.car.color.trim(), plate: options.car.plate.trim() } }
      : {}),
    ...(options.tableId !== null ? { table_id: options.tableId } : {}),
    ...destinationBodyOf(options.destination ?? null),
    tracking_consent: options.trackingConsent ?? false,
    ...(options.notify ? { notify: options.notify } : {}),
  };
}

/** The cash payment type: what the wallet does not cover is paid in cash (SPEC §9), or online (issue 13). */
export const walletPaymentType = 2;

const onlineType = 1;

/** With the wallet on, the rest is paid online when the guest chose online, in cash otherwise. */
function paymentTypeOf(paymentType: number, useWallet: boolean): number {
  if (!useWallet) return paymentType;
  return paymentType === onlineType ? onlineType : walletPaymentType;
}

/** A delivery order's destination: a zone's area or pin, or a shipping country (never both); the address goes along. */
export type OrderDestination = {
  address: NonNullable<OrderBodyInput['address']>;
  gift?: OrderBodyInput['gift'];
} & (
  | { delivery: NonNullable<OrderBodyInput['delivery']>; shipping?: undefined }
  | { shipping: NonNullable<OrderBodyInput['shipping']>; delivery?: undefined }
);

/** The parts of a delivery target the order body takes (features/delivery's `DeliveryTarget` has them). */
export interface DestinationParts {
  delivery: NonNullable<OrderBodyInput['delivery']> | null;
  shipping: NonNullable<OrderBodyInput['shipping']> | null;
  address: NonNullable<OrderBodyInput['address']>;
  gift: OrderBodyInput['gift'];
}

/**
 * The destination of a delivery checkout: the shipping country when the order is shipped abroad, else the
 * chosen area or pin; null while neither is chosen.
 */
export function destinationOf(target: DestinationParts): OrderDestination | null {
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

/** Payment types in the order offered: cash (2), online (1, issue 13), pay later (3), card on pickup/delivery (8). */
export const offeredPaymentTypes = [2, 1, 3, 8] as const;

/**
 * The business's payment methods the checkout offers, cash first when offered (SPEC §9 default 2); online only
 * when a method can be used here (`online`). With the wallet on, the rest is paid in cash or online. A delivery
 * offers only what its config's `cash`/`credit` switches allow (decision 0096; the server refuses the rest).
 */
export function paymentChoices(
  methods: readonly number[],
  options: { online: boolean; wallet?: boolean; type?: RouteType; delivery?: DeliveryPaymentConfig | null },
): number[] {
  const delivery = options.type === 'delivery' ? (options.delivery ?? undefined) : undefined;
  const offered = options.wallet ? [walletPaymentType, onlineType] : offeredPaymentTypes;
  return offered.filter(
    (type) =>
      (type === walletPaymentType && options.wallet) ||
      (methods.includes(type) && (type !== onlineType || options.online) && deliveryTakesPayment(delivery, type)),
  );
}
