import type { SetAddressResponse } from '@okmenu/contract';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** POST webapp/setAddress: the search result the guest chose, confirmed with the branch's zone there. */
export function setAddress(options: {
  address: string;
  title: string;
  placeId: string;
  sessionId: string;
  branchId: number;
  lat?: number;
  lng?: number;
}): Promise<SetAddressResponse> {
  return apiRequest<SetAddressResponse>('webapp/setAddress', {
    method: 'POST',
    body: {
      address: options.address,
      title: options.title,
      placeId: options.placeId,
      sessionId: options.sessionId,
      branch_id: options.branchId,
      ...(options.lat !== undefined && options.lng !== undefined ? { lat: options.lat, lng: options.lng } : {}),
    },
  });
}
