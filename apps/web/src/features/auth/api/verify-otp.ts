import type { LoginResponse } from '@okmenu/contract';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** POST verify-otp: checks a login code; answers a session token and the user (created on first login). */
export function verifyOtp(options: { phone: string; businessId: number; code: string }): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('verify-otp', {
    method: 'POST',
    body: { phone: options.phone, business_id: options.businessId, code: options.code, purpose: 'login' },
  });
}
