/**
 * Starts the download of a large restaurant answer that the page names instead of carrying it
 * (`<meta name="okmenu-answer">`, server app-shell.ts): a `<link rel="preload" as="fetch">` for the very request
 * start-app's `pageAnswerOf` makes (same URL, CORS mode and credentials; get-restaurant.ts), so that request is
 * answered from it. main.tsx calls this once the page's top picture has painted: in the page's `<head>`, the
 * 60-70 KB answer of a 1,000-item menu shared a slow line with that picture and held its paint back.
 */
export function preloadPageAnswer(doc: Document = document): void {
  const url = doc.querySelector<HTMLMetaElement>('meta[name="okmenu-answer"]')?.content;
  if (!url?.startsWith('/api/')) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.setAttribute('crossorigin', '');
  link.setAttribute('href', url);
  doc.head.append(link);
}
