import type { PaymentMethodsResponse, PaymentWire, ReservationWire, TransactionResponse } from '@okmenu/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client.ts';

/** GET webapp/payment-methods/{referenceId}: the gateway and the online methods in the business's currency. */
export function usePaymentMethods(referenceId: string, enabled = true) {
  return useQuery({
    queryKey: ['payment-methods', referenceId],
    queryFn: ({ signal }) =>
      apiRequest<PaymentMethodsResponse>(`webapp/payment-methods/${encodeURIComponent(referenceId)}`, { signal }),
    enabled: enabled && referenceId !== '',
    staleTime: 5 * 60_000,
  });
}

/** GET webapp/transaction/{a}/{b}: an order's payment (the server reads the gateway while it is open). */
export function fetchTransaction(options: { orderId: number; secret: string; signal?: AbortSignal }) {
  return apiRequest<TransactionResponse>(
    `webapp/transaction/${options.orderId}/${encodeURIComponent(options.secret)}`,
    { signal: options.signal, cache: 'no-store' },
  );
}

/** POST webapp/wallet/purchase/{packageId}: buys a package online; the answer's `redirect_url` is the gateway. */
export function buyWalletPackage(options: { packageId: number; method: string; idempotencyKey: string }) {
  return apiRequest<{ payment: PaymentWire }>(`webapp/wallet/purchase/${options.packageId}`, {
    method: 'POST',
    body: { method: options.method },
    headers: { 'Idempotency-Key': options.idempotencyKey },
  });
}

/** GET webapp/wallet/purchase/{paymentId}: a package purchase's payment (login). */
export function fetchWalletPurchase(options: { paymentId: number; signal?: AbortSignal }) {
  return apiRequest<{ payment: PaymentWire }>(`webapp/wallet/purchase/${options.paymentId}`, {
    signal: options.signal,
    cache: 'no-store',
  });
}

/** POST webapp/reservation/{reference}/pay: a new online attempt for a booking still awaiting payment (decision 0105). */
export function payReservation(options: { reference: string; method: string; idempotencyKey: string }) {
  return apiRequest<{ reservation: ReservationWire }>(
    `webapp/reservation/${encodeURIComponent(options.reference)}/pay`,
    { method: 'POST', body: { method: options.method }, headers: { 'Idempotency-Key': options.idempotencyKey } },
  );
}

/** POST webapp/reservation/{reference}/pay-at-venue: the booking's pre-order is paid in cash at the venue instead. */
export function payReservationAtVenue(reference: string) {
  return apiRequest<{ reservation: ReservationWire }>(
    `webapp/reservation/${encodeURIComponent(reference)}/pay-at-venue`,
    { method: 'POST', body: {} },
  );
}
