import type { SavedAddressesResponse } from '@okmenu/contract';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** POST webapp/addresses/{id}/default: makes one of the customer's addresses the default. */
export function setDefaultAddress(id: number): Promise<SavedAddressesResponse> {
  return apiRequest<SavedAddressesResponse>(`webapp/addresses/${id}/default`, { method: 'POST', body: {} });
}
