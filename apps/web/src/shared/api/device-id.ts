const storageKey = 'okmenu-device-id';
let memory: string | null = null;

function randomId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * A random id of this browser, kept in localStorage and sent as `x-device-id`, so a guest sees the orders placed
 * on this device (SPEC §6: a guest has no account). Falls back to one id per page load when storage is blocked.
 */
export function getDeviceId(): string {
  try {
    const stored = localStorage.getItem(storageKey);
    if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
    const id = randomId();
    localStorage.setItem(storageKey, id);
    return id;
  } catch {
    memory ??= randomId();
    return memory;
  }
}
