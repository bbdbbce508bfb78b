import type { OrderBody } from '@okmenu/contract';
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
  if (priced.sellingType === 'delivery') problems.push(...deliveryProblems(body, checkout));
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

/** What a delivery order must say: where it goes, the address fields the venue requires, a pin if asked. */
function deliveryProblems(body: OrderBody, checkout: ReturnType<typeof checkoutOptionsFor>): DetailProblem[] {
  const problems: DetailProblem[] = [];
  if (body.shipping) return problems;
  if (!body.delivery || (body.delivery.area_id === undefined && !body.delivery.location)) {
    problems.push({ path: 'body.delivery', message: 'Choose your area or drop a pin', code: 'area_required' });
  }
  if (checkout?.drop_pin && !body.delivery?.location) {
    problems.push({ path: 'body.delivery.location', message: 'Drop a pin on the map', code: 'pin_required' });
  }
  for (const [name, field] of Object.entries(checkout?.fields ?? {})) {
    const value = (body.address as Record<string, unknown> | undefined)?.[name];
    if (field?.on && field.required && (typeof value !== 'string' || value.trim() === '')) {
      problems.push({ path: `body.address.${name}`, message: 'Required', code: 'required' });
    }
  }
  if (body.gift && !(checkout?.send_gift || checkout?.enable_gift)) {
    problems.push({ path: 'body.gift', message: 'This venue does not send gifts', code: 'gift_not_offered' });
  }
  return problems;
}
