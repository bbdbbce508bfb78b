/**
 * `react` for the production build: Preact's compatibility layer (decision 0062), plus the one React 19
 * API a dependency needs that preact/compat 10 lacks — `use(context)` (react-leaflet reads its context
 * with it). Promises are not supported here; the app does not pass them to `use`. Plain JavaScript
 * because preact/compat's types use `export =`, which TypeScript cannot re-export with `export *`.
 */
import { useContext } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/** Reads a context, as React 19's `use(context)` does. */
export function use(context) {
  return useContext(context);
}
