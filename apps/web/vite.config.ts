import { randomBytes } from 'node:crypto';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rolldown } from 'vite';
import { preactAliases } from './preact-aliases.ts';

/** One id per build: written to dist/build.json and compiled into the app, so a running tab can tell it is stale. */
const buildId = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

function buildManifest(id: string): Plugin {
  return {
    name: 'okmenu-build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ id }) });
    },
  };
}

/**
 * Adds `<link rel="modulepreload">` for the chunks of the routes most visits start on (a business's
 * layout and its type home), so they download alongside the entry instead of after it has run.
 */
function preloadRouteChunks(moduleSuffixes: readonly string[]): Plugin {
  return {
    name: 'okmenu-preload-route-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
        const known = new Set([entry.fileName, ...entry.imports]);
        const files: string[] = [];
        const visit = (chunk: Rolldown.OutputChunk | undefined) => {
          if (!chunk || known.has(chunk.fileName)) return;
          known.add(chunk.fileName);
          files.push(chunk.fileName);
          for (const imported of chunk.imports) visit(chunks.find((other) => other.fileName === imported));
        };
        for (const suffix of moduleSuffixes) {
          visit(chunks.find((chunk) => chunk.facadeModuleId?.endsWith(suffix)));
        }
        return files.map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3100';

// The dev server keeps React so Fast Refresh works; builds (and the tests) run on Preact.
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    buildManifest(buildId),
    preloadRouteChunks(['/src/app/layouts/business-layout.tsx', '/src/app/pages/type-home-route.tsx']),
  ],
  resolve: { alias: command === 'build' ? preactAliases : [] },
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: false },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
}));
