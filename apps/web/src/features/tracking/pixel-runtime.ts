import type { TrackedEnvelope } from '../../entities/tracking/events.ts';
import { pixelCalls, type PixelCall } from './pixel-events.ts';
import { purposeOf, scriptUrl, type Platform } from './pixel-platforms.ts';

/**
 * Loads the consented pixels of one business and sends events to them (issue 18). This module is its own chunk:
 * TrackingRoot imports it only once the guest consented and a pixel is configured, after the page is interactive.
 * The stubs are the platforms' documented snippets (queues the real scripts drain), without inline scripts.
 */
type Queue = ((...args: unknown[]) => void) & Record<string, unknown>;
type PixelWindow = Window & {
  fbq?: Queue;
  _fbq?: Queue;
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  snaptr?: Queue;
  TiktokAnalyticsObject?: string;
  ttq?: unknown[] & Record<string, unknown>;
};

function addScript(src: string): void {
  const present = [...document.querySelectorAll<HTMLScriptElement>('script[data-pixel]')];
  if (present.some((script) => script.getAttribute('src') === src)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.pixel = 'true';
  document.head.appendChild(script);
}

function installMeta(w: PixelWindow, id: string): void {
  if (!w.fbq) {
    const fbq = function (...args: unknown[]) {
      const callMethod = fbq.callMethod as ((...a: unknown[]) => void) | undefined;
      if (callMethod) callMethod.apply(fbq, args);
      else (fbq.queue as unknown[]).push(args);
    } as Queue;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.queue = [];
    w.fbq = fbq;
    w._fbq ??= fbq;
  }
  w.fbq('init', id);
  addScript(scriptUrl('meta', id));
}

function installGoogle(w: PixelWindow, id: string): void {
  w.dataLayer ??= [];
  if (!w.gtag) {
    w.gtag = function () {
      // gtag.js reads the arguments object itself, as its snippet pushes it.
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments);
    };
    w.gtag('js', new Date());
  }
  // Page views are sent by the app on each route (a single-page app), not by the config.
  w.gtag('config', id, { send_page_view: false });
  addScript(scriptUrl('google_analytics', id));
}

function installSnapchat(w: PixelWindow, id: string): void {
  if (!w.snaptr) {
    const snaptr = function (...args: unknown[]) {
      const handle = snaptr.handleRequest as ((...a: unknown[]) => void) | undefined;
      if (handle) handle.apply(snaptr, args);
      else (snaptr.queue as unknown[]).push(args);
    } as Queue;
    snaptr.queue = [];
    w.snaptr = snaptr;
  }
  w.snaptr('init', id, {});
  addScript(scriptUrl('snapchat', id));
}

const tiktokMethods = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
];

function installTiktok(w: PixelWindow, id: string): void {
  w.TiktokAnalyticsObject = 'ttq';
  const ttq = (w.ttq ??= [] as unknown as NonNullable<PixelWindow['ttq']>);
  const defer = (target: Record<string, unknown> & unknown[], method: string) => {
    target[method] = (...args: unknown[]) => target.push([method, ...args]);
  };
  if (!ttq.methods) {
    ttq.methods = tiktokMethods;
    for (const method of tiktokMethods) defer(ttq, method);
  }
  const url = scriptUrl('tiktok', id);
  const loaded = (ttq._i ??= {}) as Record<string, unknown>;
  const instance = [] as unknown as unknown[] & Record<string, unknown>;
  instance._u = url.split('?')[0];
  loaded[id] = instance;
  ((ttq._t ??= {}) as Record<string, number>)[id] = Date.now();
  ((ttq._o ??= {}) as Record<string, unknown>)[id] = {};
  addScript(url);
}

const installers: Record<Platform, (w: PixelWindow, id: string) => void> = {
  meta: installMeta,
  google_analytics: installGoogle,
  snapchat: installSnapchat,
  tiktok: installTiktok,
};

function send(w: PixelWindow, call: PixelCall): void {
  switch (call.platform) {
    case 'meta':
      w.fbq?.(...call.args);
      break;
    case 'google_analytics':
      w.gtag?.(...call.args);
      break;
    case 'snapchat':
      w.snaptr?.(...call.args);
      break;
    case 'tiktok': {
      const [method, ...rest] = call.args as [string, ...unknown[]];
      const fn = w.ttq?.[method];
      if (typeof fn === 'function') (fn as (...a: unknown[]) => void).apply(w.ttq, rest);
      break;
    }
  }
}

const firedKey = 'okmenu-tracked-purchases';

/** Purchase event ids already sent from this device: a reload of the success page sends nothing again. */
export function claimPurchase(eventId: string): boolean {
  try {
    const fired = JSON.parse(localStorage.getItem(firedKey) ?? '[]') as unknown;
    const list = Array.isArray(fired) ? fired.filter((id): id is string => typeof id === 'string') : [];
    if (list.includes(eventId)) return false;
    localStorage.setItem(firedKey, JSON.stringify([...list, eventId].slice(-100)));
    return true;
  } catch {
    if (claimedHere.has(eventId)) return false;
    claimedHere.add(eventId);
    return true;
  }
}
const claimedHere = new Set<string>();

export interface PixelRuntime {
  /** Loads the platforms the consent now allows (never unloads: a withdrawn consent stops the events). */
  allow(consent: { analytics: boolean; marketing: boolean }): void;
  handle(event: TrackedEnvelope): void;
}

export function createPixelRuntime(options: {
  referenceId: string;
  pixels: Partial<Record<Platform, string>>;
  currency: string;
  win?: Window;
}): PixelRuntime {
  const w = (options.win ?? window) as PixelWindow;
  const installed = new Set<Platform>();
  let active: Platform[] = [];
  return {
    allow(consent) {
      active = (Object.keys(options.pixels) as Platform[]).filter((platform) => consent[purposeOf(platform)]);
      for (const platform of active) {
        if (installed.has(platform)) continue;
        installed.add(platform);
        installers[platform](w, options.pixels[platform]!);
      }
    },
    handle(event) {
      if (event.referenceId !== options.referenceId || active.length === 0) return;
      if (event.name === 'purchase' && !claimPurchase(event.eventId)) return;
      for (const call of pixelCalls(event, active, options.currency)) send(w, call);
    },
  };
}
