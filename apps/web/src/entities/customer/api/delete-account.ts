import { apiRequest } from '../../../shared/api/api-client.ts';

/** GET webapp/account/delete/{id}: deletes the signed-in user's account. */
export function deleteAccount(userId: number): Promise<{ deleted: true }> {
  return apiRequest<{ deleted: true }>(`webapp/account/delete/${userId}`);
}
