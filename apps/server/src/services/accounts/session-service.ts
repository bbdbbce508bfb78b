import type { SessionRepository } from '../../db/session-repository.ts';
import { AppError } from '../shared/errors.ts';
import { hashSecret, newSecret } from '../shared/secrets.ts';

const day = 24 * 60 * 60 * 1000;

/** How long sessions live. */
export interface SessionPolicy {
  /** A session unused this long is over. */
  idleMs: number;
  /** A session is over this long after login, however much it is used. */
  absoluteMs: number;
  /** The idle clock is written at most this often. */
  touchGapMs: number;
}

/** 30 days idle, 180 days at most, last use written at most hourly. */
export const defaultSessionPolicy: SessionPolicy = {
  idleMs: 30 * day,
  absoluteMs: 180 * day,
  touchGapMs: 60 * 60 * 1000,
};

/** The customer a request speaks for. */
export interface AuthenticatedUser {
  userId: number;
  businessId: number;
}

const tokenPattern = /^Bearer (usr_[A-Za-z0-9_-]{40,100})$/;

/** The customer's bearer token from an Authorization header, if it has the right shape. */
export function userTokenOf(authorization: string | undefined): string | undefined {
  return tokenPattern.exec(authorization ?? '')?.[1];
}

const unauthorized = (message: string) => new AppError(401, 'unauthorized', message);

/** Customer sessions: `usr_` + 256 random bits, stored as SHA-256, a new one at every login. */
export class SessionService {
  constructor(private readonly deps: { sessions: SessionRepository; clock: () => Date; policy?: SessionPolicy }) {}

  private get policy(): SessionPolicy {
    return this.deps.policy ?? defaultSessionPolicy;
  }

  /** Starts a session for a user and returns its token (shown once, never stored). */
  async start(user: AuthenticatedUser): Promise<string> {
    const token = `usr_${newSecret()}`;
    const at = this.deps.clock();
    await this.deps.sessions.create({
      tokenHash: hashSecret(token),
      userId: user.userId,
      businessId: user.businessId,
      at,
      expiresAt: new Date(at.getTime() + this.policy.absoluteMs),
    });
    return token;
  }

  /**
   * The user of a bearer token, or 401: unknown, revoked, idle or past its absolute expiry, or — when
   * the call belongs to a business — a user of another business (SPEC §4).
   */
  async authenticate(authorization: string | undefined, expectedBusinessId?: number): Promise<AuthenticatedUser> {
    const token = userTokenOf(authorization);
    if (!token) throw unauthorized('Log in first');
    const tokenHash = hashSecret(token);
    const session = await this.deps.sessions.findLive(tokenHash);
    if (!session) throw unauthorized('The session is over; log in again');
    const now = this.deps.clock();
    const idleUntil = session.lastUsedAt.getTime() + this.policy.idleMs;
    if (now >= session.expiresAt || now.getTime() >= idleUntil) {
      throw new AppError(401, 'session_expired', 'The session has expired; log in again');
    }
    if (expectedBusinessId !== undefined && session.businessId !== expectedBusinessId) {
      throw unauthorized('This login belongs to another business');
    }
    await this.deps.sessions.touch(tokenHash, now, this.policy.touchGapMs);
    return { userId: session.userId, businessId: session.businessId };
  }

  /** Ends the session of a token (logout). */
  async revoke(authorization: string | undefined): Promise<void> {
    const token = userTokenOf(authorization);
    if (token) await this.deps.sessions.revoke(hashSecret(token), this.deps.clock());
  }
}
