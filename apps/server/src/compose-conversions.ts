import type { ConversionPlatform } from '@okmenu/domain';
import type { ConversionSender } from './adapters/conversions/conversion-event.ts';
import { MetaCapiSender } from './adapters/conversions/meta-capi.ts';
import { SnapchatCapiSender } from './adapters/conversions/snapchat-capi.ts';
import { TikTokEventsSender } from './adapters/conversions/tiktok-events.ts';
import type { ConversionsConfig } from './config-tracking.ts';
import type { DatabaseHandle } from './db/database.ts';
import { ConversionRepository } from './db/conversion-repository.ts';
import { ConversionOutbox } from './services/conversions/conversion-outbox.ts';
import type { WorkerLog } from './services/conversions/conversion-worker.ts';
import { ConversionWorker } from './services/conversions/conversion-worker.ts';

/** The conversion outbox (written with orders) and the worker that delivers it. */
export interface ConversionsWiring {
  /** `releasePaidPurchase` is the payments hook (decision 0098). */
  outbox: ConversionOutbox;
  worker: ConversionWorker;
  repository: ConversionRepository;
}

/** Wires the senders whose tokens are configured; with none, nothing is written or sent. */
export function createConversions(options: {
  database: DatabaseHandle;
  config: ConversionsConfig;
  clock: () => Date;
  log?: WorkerLog;
}): ConversionsWiring {
  const { config } = options;
  const senders = new Map<ConversionPlatform, ConversionSender>();
  if (config.meta) senders.set('meta', new MetaCapiSender(config.meta));
  if (config.tiktok) senders.set('tiktok', new TikTokEventsSender(config.tiktok));
  if (config.snapchat) senders.set('snapchat', new SnapchatCapiSender(config.snapchat));
  const repository = new ConversionRepository(options.database.db);
  const outbox = new ConversionOutbox({ repository, platforms: new Set(senders.keys()) });
  const worker = new ConversionWorker({
    repository,
    senders,
    clock: options.clock,
    intervalMs: config.intervalMs,
    ...(options.log ? { log: options.log } : {}),
  });
  return { outbox, worker, repository };
}
