/**
 * Starts the downloads the page names for after its top picture has painted (main.tsx calls this then): the
 * app's script chunks (`<meta name="okmenu-script">`, written instead of `<link rel="modulepreload">` by the
 * build, web build-plugins.ts `scriptsAfterPicture`, and by the server's shell for the language and page) and a
 * large restaurant answer the page names instead of carrying it (`<meta name="okmenu-answer">`, server
 * app-shell.ts). Requested with the page, these 110-180 KB shared a slow line with that picture and held its
 * paint back; the app is evaluated only after that paint anyway.
 *
 * The answer's preload is the very request start-app's `pageAnswerOf` makes (same URL, CORS mode and
 * credentials; get-restaurant.ts), so that request is answered from it.
 */
export function preloadAfterPaint(doc: Document = document): void {
  for (const meta of doc.querySelectorAll<HTMLMetaElement>('meta[name="okmenu-script"]')) {
    if (meta.content.startsWith('/assets/')) preload(doc, 'modulepreload', meta.content);
  }
  const answer = doc.querySelector<HTMLMetaElement>('meta[name="okmenu-answer"]')?.content;
  if (answer?.startsWith('/api/')) preload(doc, 'preload', answer, 'fetch');
}

function preload(doc: Document, rel: 'modulepreload' | 'preload', href: string, as?: 'fetch'): void {
  const link = doc.createElement('link');
  link.rel = rel;
  if (as) link.setAttribute('as', as);
  // Module scripts and fetch() are CORS requests: the preload must be one too to be used.
  link.setAttribute('crossorigin', '');
  link.setAttribute('href', href);
  doc.head.append(link);
}
