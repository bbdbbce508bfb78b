import { apiRequest } from '../../../shared/api/api-client.ts';

/** POST webapp/logout: revokes the session on the server. */
export function logoutSession(): Promise<{ logged_out: true }> {
  return apiRequest<{ logged_out: true }>('webapp/logout', { method: 'POST', body: {} });
}
