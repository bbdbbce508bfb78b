import { useMutation } from '@tanstack/react-query';
import { staffRequest } from './staff-request.ts';

/** POST staff/wallet/credit: the owner credits a customer's wallet by phone, with the reason the guest reads. */
export function useCreditWallet(token: string) {
  return useMutation({
    mutationFn: (body: { phone: string; amount: number; reason: string }) =>
      staffRequest<unknown>('staff/wallet/credit', { token, method: 'POST', body }),
  });
}
