/** Longest wait for the shell's cover image before the app starts anyway. */
const coverWaitMs = 500;

/**
 * Resolves once the page the server sent has painted: after the cover image the shell shows on a type home
 * (server app-shell.ts) is decoded (at most `coverWaitMs`), and after the next frame. The app's scripts are
 * evaluated only then, so they do not hold up the first paint of the venue's cover on a slow phone; they
 * download meanwhile (index.html preloads them).
 */
export async function afterFirstPaint(doc: Document = document): Promise<void> {
  const cover = doc.querySelector<HTMLImageElement>('.boot-cover img');
  if (cover) {
    // Decoded, not only loaded: a frame painted before the decode shows the cover's box without the picture.
    const ready = typeof cover.decode === 'function' ? cover.decode() : loaded(cover);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, coverWaitMs)));
    // A cover that fails to load does not hold the app up either.
    await Promise.race([ready.catch(() => undefined), late]);
    clearTimeout(timer);
  }
  // requestAnimationFrame runs before the frame is painted; the task it queues runs after.
  await new Promise<void>((resolve) => {
    const next = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(next);
    else next();
  });
}

function loaded(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}
