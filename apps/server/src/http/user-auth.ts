import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthenticatedUser, SessionService } from '../services/accounts/session-service.ts';
import { userTokenOf } from '../services/accounts/session-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Customer sessions, for `requireUser` and `optionalUser`. */
    userSessions: SessionService;
  }
}

/** Makes customer sessions available to every route; call before the routes are registered. */
export function registerUserAuth(app: FastifyInstance, sessions: SessionService): void {
  app.decorate('userSessions', sessions);
}

/**
 * The logged-in customer of a request (`Authorization: Bearer usr_…`), or a 401. Pass the business of
 * the call when it has one: a session of another business is refused (SPEC §4).
 */
export function requireUser(
  request: FastifyRequest,
  options: { businessId?: number } = {},
): Promise<AuthenticatedUser> {
  return request.server.userSessions.authenticate(request.headers.authorization, options.businessId);
}

/**
 * The logged-in customer, or undefined for a guest (no customer token). A token that is sent but no
 * longer valid, or of another business, is a 401 rather than a silent guest, so the web app logs out.
 */
export async function optionalUser(
  request: FastifyRequest,
  options: { businessId?: number } = {},
): Promise<AuthenticatedUser | undefined> {
  if (!userTokenOf(request.headers.authorization)) return undefined;
  return requireUser(request, options);
}
