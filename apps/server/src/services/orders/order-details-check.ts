import { deliveryProblems, type AddressProblemCode, type OrderBody } from '@okmenu/contract';
import { deliveryTakesPayment, validatePhone } from '@okmenu/domain';
import type { PricedCart } from '../pricing/pricing.ts';
import { AppError } from '../shared/errors.ts';
import { checkoutOptionsFor } from './order-timing.ts';

/** A refused order field; `code` is what the web app translates (the message is developer English). */
type DetailProblem = { path: string; message: string; code: string };

/** Checks what only an order has (payment, contact, car, table) and answers the phone in E.164. */
export function checkOrderDetails(body: OrderBody, priced: PricedCart): string {
  const problems: DetailProblem[] = [];
  const methods = priced.graph.settings.payment_methods as number[];
  // Online (1) is offered like any other method; its gateway and method are checked by OrderPayments.
  if (!methods.includes(body.payment_type)) {
    problems.push({
      path: 'body.payment_type',
      message: 'This payment method is not offered',
      code: 'payment_not_offered',
    });
  }
  const dial = body.dial_code.startsWith('+') ? body.dial_code : `+${body.dial_code}`;
  const number = body.phone.startsWith('+') ? body.phone : `${dial}${body.phone}`;
  const phone = validatePhone({ number });
  // The phone library's reason (NOT_A_NUMBER, TOO_SHORT …) is the code the checkout translates.
  if (!phone.ok) problems.push({ path: 'body.phone', message: phone.error, code: phone.error });
  const checkout = checkoutOptionsFor(priced.graph, priced.sellingType);
  if (priced.sellingType === 'car_pickup' && checkout?.showCarInfo && !body.car) {
    problems.push({
      path: 'body.car',
      message: 'Tell us your car so we can bring the order out',
      code: 'car_required',
    });
  }
  if (priced.sellingType === 'delivery') {
    problems.push(...deliveryOrderProblems(body, checkout, priced.graph.settings.country_iso));
  }
  if (priced.sellingType === 'delivery' && !deliveryTakesPayment(checkout, body.payment_type)) {
    problems.push({
      path: 'body.payment_type',
      message: 'Delivery here does not take this payment method',
      code: 'payment_not_for_type',
    });
  }
  if (body.table_id !== undefined) {
    const table = priced.graph.tables.find((t) => t.id === body.table_id && t.branch_id === priced.branch.id);
    if (!table) problems.push({ path: 'body.table_id', message: 'Not a table of this branch', code: 'unknown_table' });
  }
  if (problems.length > 0) throw new AppError(422, 'invalid_order', problems[0]?.message ?? 'Invalid order', problems);
  return phone.ok ? phone.e164 : '';
}

/** The developer English of each refusal of the address rules (the web translates the code). */
const addressMessages: Record<AddressProblemCode, string> = {
  required: 'Required',
  too_long: 'Too long',
  area_required: 'Choose your area or drop a pin',
  pin_required: 'Drop a pin on the map',
  gift_not_offered: 'This venue does not send gifts',
  NOT_A_NUMBER: 'Enter a phone number',
  INVALID_COUNTRY: 'Enter the phone with its country code',
  TOO_SHORT: 'This phone number is too short',
  TOO_LONG: 'This phone number is too long',
};

/**
 * What a delivery order must say: where it goes, the address fields the venue requires, a pin if asked, valid
 * phones; the contract's `deliveryProblems`, which the web's address form runs too (decision 0109).
 */
function deliveryOrderProblems(
  body: OrderBody,
  checkout: ReturnType<typeof checkoutOptionsFor>,
  country: string,
): DetailProblem[] {
  const location = body.delivery?.location;
  return deliveryProblems({
    checkout,
    shipping: Boolean(body.shipping),
    hasPlace: Boolean(body.delivery && (body.delivery.area_id !== undefined || location)),
    hasPin: Boolean(location),
    address: body.address,
    gift: body.gift,
    country,
  }).map(({ path, code }) => ({ path: `body.${path}`, message: addressMessages[code], code }));
}
