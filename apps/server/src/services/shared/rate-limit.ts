import { TooManyRequestsError } from './errors.ts';

/** The counting part of a rate-limit store (accounts' RateLimitStore, SqlRateLimitStore). */
export interface RateCounter {
  hit(options: {
    bucket: string;
    limit: number;
    windowMs: number;
    now: Date;
  }): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

/** At most `limit` requests in `windowMs`. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

/** How often one device and one client address may make a guest's request (feedback, bookings). */
export interface DeviceAddressPolicy {
  perDevice: RateRule;
  perAddress: RateRule;
}

/**
 * Counts a request against its device (when it sent one) and its client address under `scope`; past
 * either limit a 429 `too_many_requests` with Retry-After, and the caller writes nothing.
 */
export async function limitDeviceAndAddress(
  limits: RateCounter,
  options: {
    scope: string;
    policy: DeviceAddressPolicy;
    deviceId: string | null;
    clientAddress: string;
    now: Date;
    message: (retryAfterSeconds: number) => string;
  },
): Promise<void> {
  const { scope, policy, now } = options;
  const buckets = [
    ...(options.deviceId ? [{ bucket: `${scope}:device:${options.deviceId}`, rule: policy.perDevice }] : []),
    { bucket: `${scope}:address:${options.clientAddress}`, rule: policy.perAddress },
  ];
  for (const { bucket, rule } of buckets) {
    const hit = await limits.hit({ bucket, limit: rule.limit, windowMs: rule.windowMs, now });
    if (!hit.allowed) {
      throw new TooManyRequestsError(
        'too_many_requests',
        options.message(hit.retryAfterSeconds),
        hit.retryAfterSeconds,
      );
    }
  }
}
