import type { SavedAddressesResponse } from '@okmenu/contract';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** DELETE webapp/addresses/{id}: forgets one of the customer's addresses. */
export function deleteAddress(id: number): Promise<SavedAddressesResponse> {
  return apiRequest<SavedAddressesResponse>(`webapp/addresses/${id}`, { method: 'DELETE', body: {} });
}
