/**
 * The web app's service worker (decision 0099), served from `/sw.js` so its scope is the whole site. Its text
 * carries the build id, so a new deployment is a new worker (the browser compares the bytes; the web app also
 * asks for an update when its hourly /build.json poll sees a new build).
 *
 * What it keeps, and only that:
 * - pages (the app shell, which embeds the business's first answer: the last menu seen), network first;
 * - the build's hashed files (`/assets/`), cache first, from the current build;
 * - pictures (`/media/`), cache first, at most `mediaKept`;
 * - the public menu answers (restaurant, shifts, banners, menu GETs), network first.
 * Never: any request that is not a GET, or any other API path (orders, profile, wallet, addresses, sign-in).
 */
export const publicApiPaths = [
  '/api/webapp/v5/restaurant/',
  '/api/webapp/v5/restaurant-domain/',
  '/api/webapp/v5/shifts/',
  '/api/webapp/v5/item/',
  '/api/webapp/banners/',
  '/api/webapp/search/',
  '/api/webapp/zones/',
  '/api/tags-ingredients',
];

/** Paths under a business that show personal data: never kept, even as a page. */
export const personalPagePattern = /^\/[^/]+\/(orders?|profile|wallet|login|checkout)(\/|$)/;

export function serviceWorkerSource(buildId: string): string {
  return `// OK Menu service worker, build ${JSON.stringify(buildId)} (apps/server/src/http/service-worker.ts)
const BUILD = ${JSON.stringify(buildId)};
const SHELL = 'okmenu-shell-' + BUILD;
const ASSETS = 'okmenu-assets-' + BUILD;
const DATA = 'okmenu-data';
const MEDIA = 'okmenu-media';
const mediaKept = 300;
const publicApi = ${JSON.stringify(publicApiPaths)};
const personalPage = ${personalPagePattern.toString()};

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL, ASSETS, DATA, MEDIA]);
      for (const name of await caches.keys()) if (name.startsWith('okmenu-') && !keep.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

async function networkFirst(request, cacheName, key) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') await cache.put(key || request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(key || request, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request, cacheName, limit) {
  const cache = await caches.open(cacheName);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    if (limit) {
      const keys = await cache.keys();
      for (const old of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(old);
    }
  }
  return response;
}

/** A page offline: the same address if seen, else the last page of the same business, else any page. */
async function offlinePage(url) {
  const cache = await caches.open(SHELL);
  const exact = await cache.match(url.pathname, { ignoreVary: true });
  if (exact) return exact;
  const business = url.pathname.split('/')[1];
  const last = await cache.match('/' + business + '/__last', { ignoreVary: true });
  if (last) return last;
  const keys = await cache.keys();
  return keys.length > 0 ? cache.match(keys[keys.length - 1], { ignoreVary: true }) : undefined;
}

async function page(request, url) {
  const cache = await caches.open(SHELL);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic' && !personalPage.test(url.pathname)) {
      await cache.put(url.pathname, response.clone());
      const business = url.pathname.split('/')[1];
      if (business) await cache.put('/' + business + '/__last', response.clone());
    }
    return response;
  } catch (error) {
    const kept = await offlinePage(url);
    if (kept) return kept;
    throw error;
  }
}

/** Keeps a URL in a cache unless it is there already; a failure leaves it out. */
async function keepOne(cacheName, url) {
  const cache = await caches.open(cacheName);
  if (await cache.match(url)) return;
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (response.ok) await cache.put(url, response);
  } catch {
    // Offline already, or gone: nothing to keep.
  }
}

async function readJson(url) {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/** What the page asks to keep after its first load (apps/web register-service-worker.ts). */
async function keepVisit(data) {
  const pagePath = typeof data.page === 'string' ? data.page : '';
  if (pagePath.startsWith('/') && !personalPage.test(pagePath)) {
    try {
      const response = await fetch(pagePath, { credentials: 'same-origin' });
      if (response.ok) {
        const shell = await caches.open(SHELL);
        await shell.put(pagePath, response.clone());
        const business = pagePath.split('/')[1];
        if (business) await shell.put('/' + business + '/__last', response);
      }
    } catch {
      // Offline already.
    }
  }
  const build = await readJson('/build.json');
  const plan = await readJson('/preload.json');
  const files = new Set(Array.isArray(build && build.files) ? build.files : []);
  const locale = typeof data.locale === 'string' ? data.locale : '';
  // A language's messages are two parts (web decision 0116): the first, preloaded with pages, and the rest.
  for (const parts of plan ? [plan.locales, plan.laterLocales] : []) {
    if (parts && Array.isArray(parts[locale])) for (const file of parts[locale]) files.add(file);
  }
  if (plan && plan.routes) for (const list of Object.values(plan.routes)) for (const file of list) files.add(file);
  const jobs = [...files].filter((file) => typeof file === 'string' && file.startsWith('/assets/')).map((file) => keepOne(ASSETS, file));
  for (const url of Array.isArray(data.urls) ? data.urls : []) {
    if (typeof url !== 'string' || !url.startsWith('/')) continue;
    const path = url.split('?')[0];
    if (path.startsWith('/assets/')) jobs.push(keepOne(ASSETS, url));
    else if (path.startsWith('/media/')) jobs.push(keepOne(MEDIA, url));
    else if (publicApi.some((prefix) => path.startsWith(prefix))) jobs.push(keepOne(DATA, url));
  }
  await Promise.all(jobs);
}

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'keep') event.waitUntil(keepVisit(event.data));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request, url));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, ASSETS));
    return;
  }
  if (url.pathname.startsWith('/media/')) {
    event.respondWith(cacheFirst(request, MEDIA, mediaKept));
    return;
  }
  if (url.pathname.startsWith('/api/')) {
    if (request.headers.has('authorization')) return;
    if (publicApi.some((prefix) => url.pathname.startsWith(prefix))) {
      event.respondWith(networkFirst(request, DATA));
    }
    return;
  }
  if (url.pathname === '/favicon.svg' || url.pathname.endsWith('/manifest.webmanifest') || /\\/icon-\\d+\\.png$/.test(url.pathname)) {
    event.respondWith(networkFirst(request, SHELL));
  }
});
`;
}
