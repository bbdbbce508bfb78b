import { knowClockSymbols, knowNumberSymbols, knowZoneOffsets } from '@okmenu/domain';
import type { PageBoot } from '../../entities/business/api/get-restaurant.ts';

/**
 * Takes the zone offsets, number symbols and clock the server put into the page (apps/server first-load-boot.ts
 * `localeFacts`): the menu then works out "now", writes its prices and says when a closed category opens without
 * loading the browser's time-zone, number and date data, the longest task of its start-up on a phone (decision 0121). What is not well formed is
 * ignored, and `Intl` answers as before.
 */
export function takeLocaleFacts(boot: Pick<PageBoot, 'locale' | 'zones' | 'numbers' | 'clock'> | undefined): void {
  if (!boot) return;
  if (typeof boot.zones === 'object' && boot.zones !== null && !Array.isArray(boot.zones)) {
    for (const [zone, spans] of Object.entries(boot.zones as Record<string, unknown>)) knowZoneOffsets(zone, spans);
  }
  knowNumberSymbols(boot.locale, boot.numbers);
  knowClockSymbols(boot.locale, boot.clock);
}
