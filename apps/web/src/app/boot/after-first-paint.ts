/** Longest wait for the shell's top picture before the app starts anyway. */
const coverWaitMs = 500;

/**
 * Resolves once the page the server sent has painted: once the browser reports the picture the shell shows
 * at the top (a type home's cover, an item page's photo; server app-shell.ts) as painted (at most
 * `coverWaitMs`), and after the next frame. The app's scripts are evaluated only then, so they do not hold
 * up that first paint on a slow phone; they download meanwhile (index.html and the shell preload them).
 */
export async function afterFirstPaint(doc: Document = document): Promise<void> {
  const cover = doc.querySelector<HTMLImageElement>('.boot-cover img');
  // Hidden (wider screens show the app's top bar first): nothing to wait for.
  if (cover && cover.getClientRects().length > 0) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, coverWaitMs)));
    await Promise.race([painted(cover), late]);
    clearTimeout(timer);
  }
  await nextFrame();
}

/** requestAnimationFrame runs before a frame is painted; the task it queues runs after. */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const next = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(next);
    else next();
  });
}

/**
 * The browser's own word that the image is on screen (its largest-contentful-paint entry); where it does not
 * report that, once the image is decoded and a frame has passed. A broken image does not hold anything up.
 */
function painted(image: HTMLImageElement): Promise<void> {
  const failed = new Promise<void>((resolve) => image.addEventListener('error', () => resolve(), { once: true }));
  const reportsPaint =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (!reportsPaint) {
    const decoded = typeof image.decode === 'function' ? image.decode().catch(() => undefined) : loaded(image);
    return Promise.race([failed, decoded.then(nextFrame)]);
  }
  const seen = new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element }).element === image)) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return Promise.race([failed, seen]);
}

function loaded(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => image.addEventListener('load', () => resolve(), { once: true }));
}
