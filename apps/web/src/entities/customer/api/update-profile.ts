import type { ProfileResponse } from '@okmenu/contract';
import { apiRequest } from '../../../shared/api/api-client.ts';

export interface ProfileChanges {
  name?: string;
  email?: string | null;
  birthday?: string | null;
}

/** POST update-profile: changes the signed-in user's name, email or birthday. */
export function updateProfile(changes: ProfileChanges): Promise<ProfileResponse> {
  return apiRequest<ProfileResponse>('update-profile', { method: 'POST', body: changes });
}
