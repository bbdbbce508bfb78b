import { createHash } from 'node:crypto';
import type { ConversionPlatform } from '@okmenu/domain';
import { normalizeEmail, normalizeExternalId, phoneDigits } from '@okmenu/domain';
import type { HashedUserData } from './conversion-event.ts';

/** What the server knows about the guest of an order, before hashing. */
export interface RawUserData {
  /** E.164, e.g. +96550000001. */
  phone: string;
  email?: string;
  /** Our user id (`user:7`) or the guest's device id. */
  externalId?: string;
  ip?: string;
  userAgent?: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Normalises and hashes user data for a platform: Meta and Snapchat hash the phone's digits with the
 * country code and no '+'; TikTok hashes the E.164 form with its '+'. Emails and external ids are
 * trimmed and lowercased first. Empty values are left out.
 */
export function hashUserData(platform: ConversionPlatform, raw: RawUserData): HashedUserData {
  const digits = phoneDigits(raw.phone);
  const phone = digits ? (platform === 'tiktok' ? `+${digits}` : digits) : '';
  const email = raw.email ? normalizeEmail(raw.email) : '';
  const externalId = raw.externalId ? normalizeExternalId(raw.externalId) : '';
  return {
    ...(phone ? { phone: sha256(phone) } : {}),
    ...(email ? { email: sha256(email) } : {}),
    ...(externalId ? { externalId: sha256(externalId) } : {}),
    ...(raw.ip ? { ip: raw.ip } : {}),
    ...(raw.userAgent ? { userAgent: raw.userAgent } : {}),
  };
}
