import { randomBytes } from 'node:crypto';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  buildManifest,
  deferAppStyles,
  localeParts,
  preloadPlan,
  preloadRouteChunks,
  scriptsAfterPicture,
} from './build-plugins.ts';
import { preactAliases } from './preact-aliases.ts';

/** One id per build: written to dist/build.json and compiled into the app, so a running tab can tell it is stale. */
const buildId = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

/**
 * The classes of the top picture the server's page paints before the app's stylesheet has arrived (apps/server
 * http/app-shell.ts `coverHtml`): their rules are written into index.html. A class added there must be added
 * here (e2e first-visit.spec.ts compares that picture's box, painted without scripts, with the app's).
 */
const shellClasses = [
  'relative',
  'absolute',
  'inset-0',
  'md:hidden',
  'mx-auto',
  'max-w-6xl',
  'md:px-6',
  'md:pt-4',
  'h-44',
  'sm:h-52',
  'md:h-60',
  'overflow-hidden',
  'bg-primary',
  'md:rounded-3xl',
  'size-full',
  'w-full',
  'aspect-[4/3]',
  'object-cover',
  'bg-gradient-to-t',
  'from-black/55',
  'via-black/10',
  'to-black/25',
];

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3100';

// The dev server keeps React so Fast Refresh works; builds (and the tests) run on Preact.
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    localeParts(),
    buildManifest(buildId),
    deferAppStyles(shellClasses),
    scriptsAfterPicture(),
    preloadRouteChunks([
      '/src/app/start-app.tsx',
      '/src/app/layouts/business-layout.tsx',
      '/src/app/pages/type-home-route.tsx',
    ]),
    preloadPlan({ item: '/src/app/pages/item-route.tsx', category: '/src/app/pages/category-route.tsx' }),
  ],
  resolve: { alias: command === 'build' ? preactAliases : [] },
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Shared chunks are named by their content hash alone (entriesAware names list every route using them).
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('common') ? 'assets/common-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // Vite's preload helper, which main.tsx needs: in `app` (which uses it too) it made the entry wait for
            // the whole app chunk before it could run.
            { name: 'preload-helper', test: /preload-helper/, priority: 4 },
            // The app itself (start-app.tsx and all it imports), loaded by main.tsx after the first paint.
            { name: 'app', test: /[\\/]src[\\/]app[\\/]start-app\.tsx$/, priority: 3 },
            {
              name: 'menu-home',
              test: /[\\/]app[\\/](layouts[\\/]business-layout|pages[\\/]type-home-route)\.tsx$/,
              priority: 2,
            },
            {
              name: 'common',
              test: /[\\/](apps[\\/]web[\\/]src|packages)[\\/]/,
              minShareCount: 2,
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: 4000,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
}));
