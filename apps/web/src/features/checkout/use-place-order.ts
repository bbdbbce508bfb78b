import type { OrderBodyInput } from '@okmenu/contract';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from '../../shared/router/index.ts';
import { useCartStore } from '../../entities/cart/cart-store.ts';
import type { CartItem } from '../../entities/cart/cart-types.ts';
import { saysMenuChanged } from '../../entities/cart/menu-refresh.ts';
import { orderHref, useOrderAccess } from '../../entities/order/order-access.ts';
import { goToGateway } from '../../entities/payment/gateway-redirect.tsx';
import { trackedItemsOf, trackedValueOf } from '../../entities/tracking/cart-items.ts';
import { trackEvent } from '../../entities/tracking/events.ts';
import { isApiError, type ApiError } from '../../shared/api/api-error.ts';
import { placeOrder } from './api/place-order.ts';
import { checkoutErrorsOf, type CheckoutErrors } from './checkout-errors.ts';
import { onlineOutcomeOf, placeOnlineOrder } from './online-order.ts';

export const noErrors: CheckoutErrors = {
  fields: {},
  lines: new Map(),
  banner: null,
  refreshSlots: false,
  newKey: false,
  repriceWallet: false,
};

/** What the form gives when the guest presses place: the fields still wrong, the body to send, or nothing yet. */
export type PreparedOrder = { fields: CheckoutErrors['fields'] } | { body: OrderBodyInput } | null;

/**
 * Placing the checkout's order: one request per press (a second click in the same frame starts none), the attempt's
 * Idempotency-Key, the pixels' add-payment-info, the gateway for an online payment, the order page on success, and
 * a refusal sorted into fields, lines and a banner. A refusal saying the menu changed is not shown as an error: its
 * lines go to `menuProblems`, which bring the cart up to date (decision 0110).
 */
export function usePlaceOrder(options: {
  referenceId: string;
  items: readonly CartItem[];
  paymentType: number;
  canPlace: boolean;
  prepare: () => PreparedOrder;
  /** After an order paid partly from the wallet, and when the balance changed meanwhile: read it again. */
  refreshWallet: (thenReprice: boolean) => void;
  refreshSlots: () => void;
}) {
  const { referenceId, items } = options;
  const navigate = useNavigate();
  const [errors, setErrors] = useState<CheckoutErrors>(noErrors);
  const [menuProblems, setMenuProblems] = useState<ReadonlyMap<number, string>>(new Map());
  const [deliveryFields, setDeliveryFields] = useState<ApiError['fields']>(undefined);
  const [placed, setPlaced] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const submitting = useRef(false);
  const mutation = useMutation({ mutationFn: placeOnlineOrder(placeOrder) });

  const submit = async () => {
    // A ref, not state: a second click in the same frame must not start a second request.
    if (submitting.current || mutation.isPending || !options.canPlace || !navigator.onLine) return;
    const prepared = options.prepare();
    if (!prepared) return;
    if ('fields' in prepared) {
      setErrors({ ...noErrors, fields: prepared.fields });
      const first = Object.keys(prepared.fields)[0];
      document.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] select`)?.focus();
      return;
    }
    const { body } = prepared;
    submitting.current = true;
    setErrors(noErrors);
    // A new press is a new attempt: a refusal like the last one is read again, not taken as already handled.
    setMenuProblems(new Map());
    setDeliveryFields(undefined);
    const idempotencyKey = useCartStore.getState().ensureCheckoutKey();
    const tracked = trackedItemsOf(items);
    const value = trackedValueOf(tracked);
    trackEvent(referenceId, { name: 'add_payment_info', items: tracked, value, paymentType: options.paymentType });
    try {
      const result = await mutation.mutateAsync({ body, idempotencyKey });
      useOrderAccess.getState().remember({ ...result.access, referenceId });
      // The wallet paid part of it: fetch the profile so the balance shown is the new one.
      if (body.use_wallet) options.refreshWallet(false);
      // Paid online: the cart stays until the payment is confirmed (the fail page offers it again).
      const online = onlineOutcomeOf(result.payment ?? null);
      if (online.kind === 'redirect') {
        setRedirecting(true);
        goToGateway(online.url);
        return;
      }
      if (online.kind === 'error') {
        if (online.newKey) useCartStore.setState({ checkoutKey: null });
        setErrors({ ...noErrors, banner: { key: online.key } });
        window.scrollTo?.({ top: 0, behavior: 'smooth' });
        return;
      }
      setPlaced(true);
      void navigate(orderHref(referenceId, result.access), { replace: true, state: { placed: true } });
      useCartStore.getState().reset();
    } catch (error) {
      const found = checkoutErrorsOf(isApiError(error) ? error : { status: 0, code: 'NETWORK', message: '' });
      if (found.newKey) useCartStore.setState({ checkoutKey: null });
      if (found.refreshSlots) options.refreshSlots();
      // The balance changed meanwhile (another order spent it): show the new one and price again.
      if (found.repriceWallet) options.refreshWallet(true);
      const menuChanged = saysMenuChanged(found.lines);
      setMenuProblems(menuChanged ? found.lines : new Map());
      setErrors(menuChanged ? { ...found, lines: new Map(), banner: null } : found);
      if (isApiError(error)) setDeliveryFields(error.fields);
      window.scrollTo?.({ top: 0, behavior: 'smooth' });
    } finally {
      submitting.current = false;
    }
  };

  return {
    submit,
    errors,
    setErrors,
    menuProblems,
    deliveryFields,
    placed,
    redirecting,
    pending: mutation.isPending || redirecting,
  };
}
