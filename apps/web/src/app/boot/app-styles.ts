/**
 * Applies the app's stylesheet, which the page preloads without blocking its first paint (build plugin
 * `deferAppStyles`): a `<link rel="stylesheet">` for each `<link rel="preload" as="style" data-app-styles>`,
 * placed after the page's own styles and resolved once they have loaded (or failed: the app then starts as it
 * would have with a broken stylesheet).
 * The app renders only after this, so nothing it draws is ever seen unstyled. Without such a preload (the dev
 * server injects styles itself) it resolves at once.
 */
export function applyAppStyles(doc: Document = document): Promise<void> {
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"][data-app-styles]')];
  return Promise.all(
    preloads.map((preload) => {
      const sheet = doc.createElement('link');
      sheet.rel = 'stylesheet';
      // The same request as the preload (URL and CORS mode), so the browser uses what it has already fetched.
      const cors = preload.getAttribute('crossorigin');
      if (cors !== null) sheet.setAttribute('crossorigin', cors);
      sheet.setAttribute('href', preload.getAttribute('href') ?? '');
      const done = new Promise<void>((resolve) => {
        sheet.addEventListener('load', () => resolve(), { once: true });
        sheet.addEventListener('error', () => resolve(), { once: true });
      });
      // After every style the page has, the shell's inline rules included: in the same cascade layer, a later
      // rule wins, so placed before them the shell's `.relative` beat the stylesheet's `md:sticky` (the item
      // photo on a wide screen scrolled away and sat below the top of its column).
      doc.head.append(sheet);
      return done;
    }),
  ).then(() => undefined);
}
