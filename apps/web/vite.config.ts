import { randomBytes } from 'node:crypto';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildManifest, localeParts, preloadPlan, preloadRouteChunks } from './build-plugins.ts';
import { preactAliases } from './preact-aliases.ts';

/** One id per build: written to dist/build.json and compiled into the app, so a running tab can tell it is stale. */
const buildId = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3100';

// The dev server keeps React so Fast Refresh works; builds (and the tests) run on Preact.
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    localeParts(),
    buildManifest(buildId),
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
