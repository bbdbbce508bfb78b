import './index.css';
import { afterFirstPaint } from './app/boot/after-first-paint.ts';

const container = document.getElementById('root');
if (container) {
  // The app is evaluated once the server's page has painted (see afterFirstPaint); index.html preloads it.
  void afterFirstPaint()
    .then(() => import('./app/start-app.tsx'))
    .then(({ startApp }) => startApp(container));
}
