/**
 * Where the auth guards send a visitor (SPEC §2: auth, guest, check-profile). Pure, so the rules are
 * tested without a router; `next` is always a path of the same business, never another site.
 */

/** A `next` the app may follow: a path inside the business that is not the login page; else null. */
export function safeNext(next: string | null | undefined, referenceId: string): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  const base = `/${referenceId}`;
  if (next !== base && !next.startsWith(`${base}/`) && !next.startsWith(`${base}?`)) return null;
  const pathname = next.split(/[?#]/)[0] ?? '';
  if (pathname === `${base}/login`) return null;
  return next;
}

/** The business's login route, coming back to `next` afterwards. */
export function loginPath(referenceId: string, next?: string | null): string {
  const target = safeNext(next, referenceId);
  return `/${referenceId}/login${target ? `?next=${encodeURIComponent(target)}` : ''}`;
}

/** The profile page asking for what is missing, then going on to `next`. */
export function completeProfilePath(referenceId: string, next?: string | null): string {
  const target = safeNext(next, referenceId);
  return `/${referenceId}/profile?complete=1${target ? `&next=${encodeURIComponent(target)}` : ''}`;
}

/** auth: a visitor who is not signed in goes to the login route and comes back to `path`. */
export function authRedirect(options: { referenceId: string; authenticated: boolean; path: string }): string | null {
  return options.authenticated ? null : loginPath(options.referenceId, options.path);
}

/** guest: a signed-in visitor on the login route goes on to `next`, or to the profile page. */
export function guestRedirect(options: {
  referenceId: string;
  authenticated: boolean;
  next: string | null;
}): string | null {
  if (!options.authenticated) return null;
  return safeNext(options.next, options.referenceId) ?? `/${options.referenceId}/profile`;
}

/** What a profile must have before the user goes on: a name (the order needs one). */
export function profileIsComplete(user: { name: string | null } | null): boolean {
  return Boolean(user?.name?.trim());
}

/** check-profile: a signed-in user without a name completes the profile first, then goes on to `path`. */
export function checkProfileRedirect(options: {
  referenceId: string;
  user: { name: string | null } | null;
  path: string;
}): string | null {
  if (!options.user || profileIsComplete(options.user)) return null;
  return completeProfilePath(options.referenceId, options.path);
}

/** Where to go after logging in: complete the profile first when it lacks a name, else `next` or the profile. */
export function afterLoginPath(options: {
  referenceId: string;
  user: { name: string | null };
  next: string | null;
}): string {
  const next = safeNext(options.next, options.referenceId);
  if (!profileIsComplete(options.user)) {
    return completeProfilePath(options.referenceId, next ?? `/${options.referenceId}/profile`);
  }
  return next ?? `/${options.referenceId}/profile`;
}
