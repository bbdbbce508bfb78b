const key = 'okmenu-geocoder-session';

/**
 * The session id getAddress/setAddress take (SPEC §7): one per browser tab session, so the geocoder's answers
 * can be grouped and rate-limited per guest without knowing who they are.
 */
export function geocoderSessionId(): string {
  try {
    const existing = sessionStorage.getItem(key);
    if (existing) return existing;
    const id = crypto.randomUUID();
    sessionStorage.setItem(key, id);
    return id;
  } catch {
    return crypto.randomUUID();
  }
}
