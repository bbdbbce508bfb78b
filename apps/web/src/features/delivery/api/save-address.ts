import type { SaveAddressBodyInput, SaveAddressResponse } from '@okmenu/contract';
import { apiRequest } from '../../../shared/api/api-client.ts';

/** POST webapp/addresses: adds an address to the signed-in customer's, or replaces one (`id`). */
export function saveAddress(body: SaveAddressBodyInput): Promise<SaveAddressResponse> {
  return apiRequest<SaveAddressResponse>('webapp/addresses', { method: 'POST', body });
}
