import type { SendOtpResponse } from '@okmenu/contract';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** POST send-otp: a 6-digit login code to the phone (E.164) for the business. */
export function sendOtp(options: { phone: string; businessId: number }): Promise<SendOtpResponse> {
  return apiRequest<SendOtpResponse>('send-otp', {
    method: 'POST',
    body: { phone: options.phone, business_id: options.businessId, purpose: 'login' },
  });
}

/** GET webapp/resend-otp: a new login code (same limits and timer as send-otp). */
export function resendOtp(options: { phone: string; businessId: number }): Promise<SendOtpResponse> {
  return apiRequest<SendOtpResponse>('webapp/resend-otp', {
    query: { phone: options.phone, business_id: options.businessId, purpose: 'login' },
  });
}
