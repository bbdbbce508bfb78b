import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConversionsConfig } from './config-tracking.ts';
import { readConversionsConfig } from './config-tracking.ts';

/** Where the repository lives (the folder whose package.json declares the workspaces), from source or the bundle. */
export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && 'workspaces' in JSON.parse(fs.readFileSync(manifest, 'utf8'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

export interface Config {
  port: number;
  host: string;
  /** A file path or `file:` URL for SQLite, or a `postgres://` URL. */
  databaseUrl: string;
  logLevel: string;
  /** A request taking at least this long is logged at warn; others at debug (LOG_SLOW_MS, decision 0094). */
  slowRequestMs: number;
  allowedOrigins: string[];
  /** Redis for live order events across processes; unset for a single process. */
  redisUrl: string | undefined;
  /** Prefix of this deployment's Redis channels and keys. */
  redisPrefix: string;
  /** Trust X-Forwarded-For from a proxy in front (client addresses drive rate limits). Off by default. */
  trustProxy: boolean;
  webDist: string;
  mediaDir: string;
  demoFile: string;
  sms: SmsConfig;
  geocoder: GeocoderConfig;
  conversions: ConversionsConfig;
  payments: PaymentsConfig;
}

/** Online payments (issue 13, decision 0092); secrets only from the environment, never logged. */
export interface PaymentsConfig {
  /** PAYMENT_EXPIRY_MINUTES: an unpaid order expires after this (default 20). */
  expiryMinutes: number;
  /** PAYMENT_RECONCILE_SECONDS: how often open payments are read from their gateway (default 60). */
  reconcileSeconds: number;
  /** PUBLIC_URL: this server as browsers and gateways reach it (return URLs and webhooks). */
  publicUrl: string;
  /** The development sandbox gateway: on unless NODE_ENV=production (PAYMENT_SANDBOX=0 turns it off). */
  sandbox: boolean;
  tap?: { baseUrl: string; secretKey: string };
  myfatoorah?: { baseUrl: string; apiKey: string; webhookSecret: string };
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${env[name]}`);
  return value;
}

/** Reads the payment settings: TAP_* and MYFATOORAH_* enable those gateways when their key is set. */
export function readPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const tapKey = env.TAP_SECRET_KEY?.trim();
  const mfKey = env.MYFATOORAH_API_KEY?.trim();
  if (mfKey && !env.MYFATOORAH_WEBHOOK_SECRET?.trim()) {
    throw new Error('MYFATOORAH_WEBHOOK_SECRET is required with MYFATOORAH_API_KEY (webhook V2 is always signed)');
  }
  return {
    expiryMinutes: positiveNumber(env, 'PAYMENT_EXPIRY_MINUTES', 20),
    reconcileSeconds: positiveNumber(env, 'PAYMENT_RECONCILE_SECONDS', 60),
    publicUrl: env.PUBLIC_URL?.trim() || `http://localhost:${env.PORT ?? 3000}`,
    sandbox: env.NODE_ENV !== 'production' && env.PAYMENT_SANDBOX !== '0' && env.PAYMENT_SANDBOX !== 'false',
    ...(tapKey ? { tap: { baseUrl: env.TAP_BASE_URL?.trim() || 'https://api.tap.company', secretKey: tapKey } } : {}),
    ...(mfKey
      ? {
          myfatoorah: {
            baseUrl: env.MYFATOORAH_BASE_URL?.trim() || 'https://api.myfatoorah.com',
            apiKey: mfKey,
            webhookSecret: env.MYFATOORAH_WEBHOOK_SECRET?.trim() ?? '',
          },
        }
      : {}),
  };
}

/** The Nominatim-compatible geocoding service (decision 0042). */
export interface GeocoderConfig {
  baseUrl: string;
  userAgent: string;
  minIntervalMs: number;
}

/** GEOCODER_URL, GEOCODER_USER_AGENT and GEOCODER_INTERVAL_MS (the public service allows 1 request/s). */
export function readGeocoderConfig(env: NodeJS.ProcessEnv = process.env): GeocoderConfig {
  const interval = Number(env.GEOCODER_INTERVAL_MS ?? 1000);
  if (!Number.isFinite(interval) || interval < 0) {
    throw new Error(`GEOCODER_INTERVAL_MS must be a number of ms, got ${env.GEOCODER_INTERVAL_MS}`);
  }
  return {
    baseUrl: env.GEOCODER_URL?.trim() || 'https://nominatim.openstreetmap.org',
    userAgent: env.GEOCODER_USER_AGENT?.trim() || 'okmenu/0.1 (+contact)',
    minIntervalMs: interval,
  };
}

/** Which provider sends one-time codes, and its settings (see `readSmsConfig`). */
export interface SmsConfig {
  provider: 'outbox' | 'twilio' | 'whatsapp';
  twilio?: { baseUrl: string; accountSid: string; authToken: string; from: string };
  /** With `twilio` as provider, WhatsApp settings route the whatsapp channel to the Cloud API. */
  whatsapp?: { baseUrl: string; token: string; phoneNumberId: string; template?: { name: string; language: string } };
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is required with SMS_PROVIDER=${env.SMS_PROVIDER}`);
  return value;
}

/**
 * SMS_PROVIDER is outbox (default: codes stay readable at GET /api/dev/outbox), twilio or whatsapp.
 * Under NODE_ENV=production the outbox must be chosen explicitly, so a forgotten setting never
 * publishes login codes.
 */
export function readSmsConfig(env: NodeJS.ProcessEnv = process.env): SmsConfig {
  const provider = env.SMS_PROVIDER?.trim() || undefined;
  if (!provider && env.NODE_ENV === 'production') {
    throw new Error('Set SMS_PROVIDER (twilio, whatsapp, or outbox to expose codes at /api/dev/outbox)');
  }
  if (provider !== undefined && provider !== 'outbox' && provider !== 'twilio' && provider !== 'whatsapp') {
    throw new Error(`SMS_PROVIDER must be outbox, twilio or whatsapp, got ${provider}`);
  }
  const whatsappWanted = provider === 'whatsapp' || (provider === 'twilio' && Boolean(env.WHATSAPP_TOKEN));
  const template = env.WHATSAPP_TEMPLATE?.trim();
  return {
    provider: provider ?? 'outbox',
    ...(provider === 'twilio'
      ? {
          twilio: {
            baseUrl: env.TWILIO_BASE_URL?.trim() || 'https://api.twilio.com',
            accountSid: required(env, 'TWILIO_ACCOUNT_SID'),
            authToken: required(env, 'TWILIO_AUTH_TOKEN'),
            from: required(env, 'TWILIO_FROM'),
          },
        }
      : {}),
    ...(whatsappWanted
      ? {
          whatsapp: {
            baseUrl: env.WHATSAPP_BASE_URL?.trim() || 'https://graph.facebook.com',
            token: required(env, 'WHATSAPP_TOKEN'),
            phoneNumberId: required(env, 'WHATSAPP_PHONE_NUMBER_ID'),
            ...(template
              ? { template: { name: template, language: env.WHATSAPP_TEMPLATE_LANGUAGE?.trim() || 'en' } }
              : {}),
          },
        }
      : {}),
  };
}

/** Reads the configuration from the environment, with the documented defaults. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const slowRequestMs = Number(env.LOG_SLOW_MS ?? 1000);
  if (!Number.isFinite(slowRequestMs) || slowRequestMs < 0) {
    throw new Error(`LOG_SLOW_MS must be a number of ms, got ${env.LOG_SLOW_MS}`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? path.join(repoRoot, 'data', 'okmenu.db'),
    logLevel: env.LOG_LEVEL ?? 'info',
    slowRequestMs,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    redisPrefix: env.REDIS_PREFIX?.trim() || 'okmenu',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    webDist: env.WEB_DIST ?? path.join(repoRoot, 'apps', 'web', 'dist'),
    mediaDir: env.MEDIA_DIR ?? path.join(repoRoot, 'data', 'media'),
    demoFile: env.DEMO_FILE ?? path.join(repoRoot, 'data', 'demo', 'business.json'),
    sms: readSmsConfig(env),
    geocoder: readGeocoderConfig(env),
    payments: readPaymentsConfig(env),
    conversions: readConversionsConfig(env),
  };
}
