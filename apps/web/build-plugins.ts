import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

export function buildManifest(id: string): Plugin {
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
export function preloadRouteChunks(moduleSuffixes: readonly string[]): Plugin {
  return {
    name: 'okmenu-preload-route-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
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
          visit(chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(suffix))));
        }
        return files
          .filter((file) => !html.includes(`/${file}"`))
          .map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
      },
    },
  };
}

/** Chunk files a module needs, its own chunk first, then what it imports (transitively), less `known`. */
function chunksOf(
  bundle: Rolldown.OutputBundle,
  matches: (moduleId: string) => boolean,
  known: ReadonlySet<string>,
): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const files: string[] = [];
  const seen = new Set(known);
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    files.push(chunk.fileName);
    for (const imported of chunk.imports) visit(chunks.find((other) => other.fileName === imported));
  };
  visit(chunks.find((chunk) => chunk.moduleIds.some(matches)));
  return files;
}

/**
 * Writes `dist/preload.json`: the chunks of each interface language and of the deep-link routes (an item, a
 * category), beyond what index.html already loads. The server adds them as `<link rel="modulepreload">`
 * to the app shell it sends for such a path in such a language, so they download with the entry instead of
 * after it has run (apps/server http/app-shell.ts).
 */
export function preloadPlan(routeModules: Readonly<Record<string, string>>): Plugin {
  return {
    name: 'okmenu-preload-plan',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (item): item is Rolldown.OutputChunk => item.type === 'chunk' && item.isEntry,
      );
      if (!entry) return;
      const known = new Set([entry.fileName, ...entry.imports]);
      const locales: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        for (const id of item.moduleIds) {
          const code = /[\\/]src[\\/]locales[\\/]([A-Za-z-]+)\.json$/.exec(id)?.[1];
          if (code) locales[code] = chunksOf(bundle, (moduleId) => moduleId === id, known).map((file) => `/${file}`);
        }
      }
      const routes: Record<string, string[]> = {};
      for (const [route, suffix] of Object.entries(routeModules)) {
        routes[route] = chunksOf(bundle, (id) => id.endsWith(suffix), known).map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: 'preload.json', source: JSON.stringify({ locales, routes }) });
    },
  };
}
