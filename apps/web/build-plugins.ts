import { readFileSync } from 'node:fs';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { splitMessages, type MessagePart } from './src/shared/i18n/message-parts.ts';

/**
 * A language file, or one part of it (`en.json?part=first`; the dev server adds `import` to the query):
 * `[code, part]` of such a module id.
 */
const localeModule = /[\\/]src[\\/]locales[\\/]([A-Za-z-]+)\.json(?:\?(?:import&)?part=(first|rest)(?:&import)?)?$/;

/**
 * Serves `locales/<code>.json?part=first|rest`: the messages the menu pages need first, and the rest
 * (decision 0116), cut from the one file translators edit: every language is two lazily loaded chunks.
 */
export function localeParts(): Plugin {
  let serving = false;
  return {
    name: 'okmenu-locale-parts',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    load(id) {
      const match = localeModule.exec(id);
      const part = match?.[2] as MessagePart | undefined;
      if (!part) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const messages = splitMessages(JSON.parse(readFileSync(file, 'utf8')))[part];
      // The first part brings the loader of the rest, so the app's own chunk names one file per language. The
      // dev server serves a `.json` without `import` in its query as plain JSON, and does not rewrite the
      // imports of a `.json` module, so the query says it.
      const rest = `./${match?.[1]}.json?part=rest${serving ? '&import' : ''}`;
      const restLoader = part === 'first' ? `export const loadRest = () => import(${JSON.stringify(rest)});` : '';
      return { code: `export default ${JSON.stringify(messages)};${restLoader}`, moduleType: 'js' };
    },
  };
}

/**
 * Writes `dist/build.json`: the build's id, and its script and style files but the languages' own, which the
 * service worker keeps for offline use after a first visit (decision 0099; it adds the visitor's language).
 */
export function buildManifest(id: string): Plugin {
  return {
    name: 'okmenu-build-manifest',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const isLocale = (moduleId: string) => localeModule.test(moduleId);
        const files = Object.values(bundle)
          .filter((item) =>
            item.type === 'chunk'
              ? !(item.moduleIds.length > 0 && item.moduleIds.every(isLocale))
              : /\.(css|js)$/.test(item.fileName),
          )
          .map((item) => `/${item.fileName}`)
          .filter((file) => file.startsWith('/assets/') && !file.endsWith('.map'));
        this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ id, files }) });
      },
    },
  };
}

/**
 * Chunk files a module needs, its own chunk first, then what it imports (transitively), less those in `known`;
 * the files found are added to `known`.
 */
function chunksOf(bundle: Rolldown.OutputBundle, matches: (moduleId: string) => boolean, known: Set<string>): string[] {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const files: string[] = [];
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || known.has(chunk.fileName)) return;
    known.add(chunk.fileName);
    files.push(chunk.fileName);
    for (const imported of chunk.imports) visit(chunks.get(imported));
  };
  visit([...chunks.values()].find((chunk) => chunk.moduleIds.some(matches)));
  return files;
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
        const known = new Set([entry.fileName, ...entry.imports]);
        return moduleSuffixes
          .flatMap((suffix) => chunksOf(bundle, (id) => id.endsWith(suffix), known))
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

/**
 * Writes `dist/preload.json`: the chunks of each interface language (its first messages; `laterLocales`: the
 * rest) and of the deep-link routes (an item, a
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
      // Each language and route is looked up against what the shell itself loads, on a copy of that set.
      const known = new Set([entry.fileName, ...entry.imports]);
      // The first part of a language's messages is preloaded with the page; the rest, loaded after the first
      // paint, is only kept by the service worker for offline use (decision 0116).
      const locales: Record<string, string[]> = {};
      const laterLocales: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        for (const id of item.moduleIds) {
          const [, code, part] = localeModule.exec(id) ?? [];
          if (!code) continue;
          const files = chunksOf(bundle, (moduleId) => moduleId === id, new Set(known)).map((file) => `/${file}`);
          if (part === 'rest') laterLocales[code] = files;
          else locales[code] = files;
        }
      }
      const routes: Record<string, string[]> = {};
      for (const [route, suffix] of Object.entries(routeModules)) {
        routes[route] = chunksOf(bundle, (id) => id.endsWith(suffix), new Set(known)).map((file) => `/${file}`);
      }
      const plan = { locales, laterLocales, routes };
      this.emitFile({ type: 'asset', fileName: 'preload.json', source: JSON.stringify(plan) });
    },
  };
}
