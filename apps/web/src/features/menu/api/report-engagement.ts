import { apiRequest } from '../../../shared/api/api-client.ts';
import { whenIdle } from '../../../shared/time/when-idle.ts';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Banner ids not reported yet in this visit; remembers them as reported. */
export function bannersToReport(options: { branchId: number; ids: readonly number[]; storage?: Storage }): number[] {
  const storage = options.storage ?? session();
  const key = `okmenu-banner-reach-${options.branchId}`;
  let seen: number[] = [];
  try {
    seen = JSON.parse(storage?.getItem(key) ?? '[]') as number[];
  } catch {
    seen = [];
  }
  const fresh = options.ids.filter((id) => !seen.includes(id));
  if (fresh.length > 0) storage?.setItem(key, JSON.stringify([...seen, ...fresh]));
  return fresh;
}

/** POST webapp/banners/reach: the banners a guest saw, once per visit; failures are only logged. */
export function reportBannerReach(branchId: number, ids: readonly number[]): void {
  const banners = bannersToReport({ branchId, ids });
  if (banners.length === 0) return;
  // Counted now (once per visit), sent when the page is idle: not inside the tasks of its start-up.
  whenIdle(() => {
    apiRequest('webapp/banners/reach', { method: 'POST', body: { branch_id: branchId, banners } }).catch(
      (error: unknown) => console.warn('banner reach not recorded', error),
    );
  });
}

/** POST webapp/visit/{branchId}: one visit per branch and browser-tab visit. */
export function reportVisit(branchId: number, type: string): void {
  const storage = session();
  const key = `okmenu-visit-${branchId}`;
  if (storage?.getItem(key)) return;
  storage?.setItem(key, '1');
  whenIdle(() => {
    apiRequest(`webapp/visit/${branchId}`, { method: 'POST', body: { type, source: 'direct' } }).catch(
      (error: unknown) => console.warn('visit not recorded', error),
    );
  });
}
