import './index.css';
import { afterFirstPaint } from './app/boot/after-first-paint.ts';
import { applyAppStyles } from './app/boot/app-styles.ts';
import { preloadPageAnswer } from './app/boot/page-answer-preload.ts';
import { pageErrorDsn, startErrorReporting } from './shared/errors/error-reporting.ts';

startErrorReporting({
  dsn: pageErrorDsn(document, import.meta.env.VITE_SENTRY_DSN),
  release: import.meta.env.VITE_BUILD_ID ?? 'dev',
});

const container = document.getElementById('root');
if (container) {
  // The app is evaluated once the server's page has painted (see afterFirstPaint) and its stylesheet, which
  // index.html preloads without holding that paint, applies (applyAppStyles); index.html preloads the app too.
  // A large menu's answer is asked for after that paint too (preloadPageAnswer), while the app is evaluated.
  void Promise.all([afterFirstPaint().then(() => preloadPageAnswer()), applyAppStyles()])
    .then(() => import('./app/start-app.tsx'))
    .then(({ startApp }) => startApp(container));
}
