import './index.css';
import { afterFirstPaint } from './app/boot/after-first-paint.ts';
import { applyAppStyles } from './app/boot/app-styles.ts';
import { preloadAfterPaint } from './app/boot/after-paint-preloads.ts';
import { pageErrorDsn, startErrorReporting } from './shared/errors/error-reporting.ts';

startErrorReporting({
  dsn: pageErrorDsn(document, import.meta.env.VITE_SENTRY_DSN),
  release: import.meta.env.VITE_BUILD_ID ?? 'dev',
});

const container = document.getElementById('root');
if (container) {
  // The app is evaluated once the server's page has painted (see afterFirstPaint) and its stylesheet, which
  // index.html preloads without holding that paint, applies (applyAppStyles); index.html preloads the app too.
  // The app's chunks (and a large menu's answer) are asked for once that paint is done (preloadAfterPaint).
  void Promise.all([afterFirstPaint().then(() => preloadAfterPaint()), applyAppStyles()])
    .then(() => import('./app/start-app.tsx'))
    .then(({ startApp }) => startApp(container));
}
