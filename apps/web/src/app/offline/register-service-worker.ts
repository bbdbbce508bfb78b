/**
 * Registers the service worker (/sw.js, served by the server: decision 0099) once the page has loaded, and
 * asks it to keep what this visit needs offline: the page (which carries the menu), the build's files and the
 * pictures and public answers already loaded. Loaded on its own after `load`, outside the first screen's script.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const ready = await navigator.serviceWorker.ready;
    const seen = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => url.pathname + url.search);
    ready.active?.postMessage({
      type: 'keep',
      page: window.location.pathname,
      locale: document.documentElement.lang,
      urls: seen,
    });
  } catch {
    // Without a worker the app works as before, only not offline.
  }
}

/** A new build is deployed (the hourly /build.json poll): fetch the new worker now rather than later. */
export function updateServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.getRegistration().then((registration) => registration?.update());
}
