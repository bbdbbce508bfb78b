import { readFileSync } from 'node:fs';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { splitMessages, type MessagePart } from './src/shared/i18n/message-parts.ts';
import { shellCss } from './src/app/build/shell-css.ts';

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
 * Names the chunks of the routes most visits start on (a business's layout and its type home) for main.tsx to
 * preload once the page has painted (`<meta name="okmenu-script">`, see `scriptsAfterPicture`), so they
 * download alongside the app instead of after it has run.
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
            // Preloaded once the page has painted (main.tsx, `scriptsAfterPicture`).
            tag: 'meta',
            attrs: { name: 'okmenu-script', content: `/${file}` },
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

/**
 * Takes the app's stylesheet off the first paint: index.html's `<link rel="stylesheet">` (render-blocking: on a
 * slow phone it held the first paint 150–350 ms while it shared the line with the scripts) becomes a
 * `<link rel="preload" as="style" data-app-styles>`, which main.tsx applies before the app renders
 * (app/boot/app-styles.ts), and the rules the server's page paints with before that are written inline: all
 * but the utilities, and the utilities of `shellClasses` (the classes of the shell's top picture, server
 * app-shell.ts `coverHtml`).
 */
export function deferAppStyles(shellClasses: readonly string[]): Plugin {
  return {
    name: 'okmenu-defer-app-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"( crossorigin)? href="\/([^"]+\.css)">/g,
          (_tag, crossorigin: string | undefined, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') throw new Error(`deferAppStyles: ${file} is not in the bundle`);
            const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            return (
              `<link rel="preload" as="style"${crossorigin ?? ''} href="/${file}" data-app-styles>` +
              `<style>${shellCss(css, shellClasses)}</style>`
            );
          },
        );
      },
    },
  };
}

/**
 * Moves the download of the app's chunks after the first paint: index.html's `<link rel="modulepreload">`
 * become `<meta name="okmenu-script">`, which main.tsx turns back into preloads once the page's top picture
 * has painted (app/boot/after-paint-preloads.ts); `preloadRouteChunks` and the server write such metas too. On a
 * slow line that picture, which the shell paints before any script runs, no longer shares the line with
 * 110-180 KB of scripts, which are evaluated only after that paint anyway. The entry script (a few KB, with the
 * preload helper's chunk) keeps its place: it applies the stylesheet and waits for that paint.
 */
export function scriptsAfterPicture(): Plugin {
  return {
    name: 'okmenu-scripts-after-picture',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { chunk: entry }) {
        // What the entry imports itself must load with it, or it could not run.
        const entryImports = new Set(entry?.imports ?? []);
        return html.replace(
          /<link rel="modulepreload"( crossorigin)? href="\/([^"]+)">/g,
          (tag, _cors, file: string) =>
            entryImports.has(file) ? tag : `<meta name="okmenu-script" content="/${file}">`,
        );
      },
    },
  };
}
