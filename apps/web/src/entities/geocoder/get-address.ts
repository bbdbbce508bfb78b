import type { GetAddressResponse } from '@okmenu/contract';
import { apiRequest } from '../../shared/api/api-client.ts';

/** POST webapp/getAddress, a search: places matching the text, each with the branch's zone there. */
export function searchAddress(options: {
  address: string;
  sessionId: string;
  branchId: number;
  flag?: string;
  signal?: AbortSignal;
}): Promise<GetAddressResponse> {
  return apiRequest<GetAddressResponse>('webapp/getAddress', {
    method: 'POST',
    body: {
      address: options.address,
      sessionId: options.sessionId,
      branch_id: options.branchId,
      ...(options.flag ? { flag: options.flag } : {}),
    },
    signal: options.signal,
  });
}

/** POST webapp/getAddress, a pin: the address at a point (reverse geocoding) with the branch's zone there. */
export function addressAtPoint(options: {
  lat: number;
  lng: number;
  sessionId: string;
  branchId: number;
  signal?: AbortSignal;
}): Promise<GetAddressResponse> {
  return apiRequest<GetAddressResponse>('webapp/getAddress', {
    method: 'POST',
    body: { lat: options.lat, lng: options.lng, sessionId: options.sessionId, branch_id: options.branchId },
    signal: options.signal,
  });
}
