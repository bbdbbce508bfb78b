import { fileURLToPath } from 'node:url';

/**
 * React resolved to Preact (decision 0062): the same components at a fraction of the size — the type
 * home's first load went from 164 KB to 107 KB of gzipped JavaScript with the same app code. The dev server
 * and the unit tests keep React (Fast Refresh, Testing Library); the end-to-end tests run the Preact build.
 */
export const preactAliases = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./src/shared/preact/react-compat.js', import.meta.url)) },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];
