// @vitest-environment node
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { covers, firstPartKeys } from './message-parts.ts';
import type { Messages } from './translate.ts';

/**
 * Keeps `firstPartKeys` true (decision 0116): reads the modules the shell and the menu pages load, the way
 * the bundler does (static imports and `import()`, except the route table's lazy screens), and finds the
 * message keys they name as string literals (`'menu.empty'`, or a prefix such as `` `orderTypes.${type}` ``).
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const routeTable = 'app/routes.tsx';
/** The shell (start-app and all it imports, the route table's guards and error screen among them). */
const shell = 'app/start-app.tsx';

function read(file: string): string {
  return readFileSync(path.join(src, file), 'utf8');
}

/** The screens the route table marks `'first'`: they render with the first part of the messages only. */
function firstPartScreens(): string[] {
  const table = read(routeTable);
  const screens: string[] = [];
  for (let start = table.indexOf('lazyRoute('); start !== -1; start = table.indexOf('lazyRoute(', start + 1)) {
    let depth = 0;
    let end = start + 'lazyRoute'.length;
    do {
      if (table[end] === '(') depth += 1;
      if (table[end] === ')') depth -= 1;
      end += 1;
    } while (depth > 0 && end < table.length);
    const call = table.slice(start, end);
    const imported = /import\('([^']+)'\)/.exec(call)?.[1];
    if (imported && /,\s*'first',?\s*\)$/.test(call)) screens.push(path.join(path.dirname(routeTable), imported));
  }
  return screens;
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.join(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => {
    const full = path.join(src, file);
    return existsSync(full) && statSync(full).isFile();
  });
}

/** Every module reachable from the roots, as paths under src/ (test files and the language files left out). */
function modulesFrom(roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = read(file);
    const imports = [...code.matchAll(/(?:import|export)\s[^'";]*?from\s*'([^']+)'|import\s*'([^']+)'/g)].map(
      (match) => (match[1] ?? match[2])!,
    );
    // The route table's `import()`s are the lazily loaded screens: only the roots among them are followed.
    if (file !== routeTable)
      imports.push(...[...code.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((match) => match[1]!));
    for (const specifier of imports) {
      const target = resolveImport(file, specifier);
      if (target && !/\.test\.tsx?$/.test(target) && !target.startsWith('locales/')) queue.push(target);
    }
  }
  return seen;
}

function leafKeys(tree: Messages, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'string' ? [`${prefix}${name}`] : leafKeys(value, `${prefix}${name}.`),
  );
}

const englishKeys = leafKeys(en as Messages);
const namespaces = Object.keys(en);

/** The message keys (or key prefixes ending in '.') named in the modules, with the modules naming them. */
function keysNamedIn(modules: Iterable<string>): Map<string, string[]> {
  const literal = new RegExp(`['"\`]((?:${namespaces.join('|')})\\.[A-Za-z0-9_.]*)`, 'g');
  const named = new Map<string, string[]>();
  for (const file of modules) {
    for (const [, key] of read(file).matchAll(literal)) {
      // Only what names a message: a key, a key with plural/context forms, or the start of a template key.
      const isMessage = englishKeys.some(
        (leaf) => leaf === key || leaf.startsWith(`${key}_`) || (key!.endsWith('.') && leaf.startsWith(key!)),
      );
      if (isMessage) named.set(key!, [...new Set([...(named.get(key!) ?? []), file])]);
    }
  }
  return named;
}

const isCovered = (key: string) => firstPartKeys.some((entry) => covers(entry, key.replace(/\.$/, '')));

describe('the first part of the messages (what the shell and the menu pages use)', () => {
  const screens = firstPartScreens();
  const modules = modulesFrom([shell, ...screens]);
  const named = keysNamedIn(modules);

  it('starts from the menu screens the route table marks as needing the first part only', () => {
    expect(screens.sort()).toEqual([
      'app/layouts/business-layout.tsx',
      'app/pages/category-route.tsx',
      'app/pages/item-route.tsx',
      'app/pages/search-route.tsx',
      'app/pages/type-chooser-route.tsx',
      'app/pages/type-home-route.tsx',
    ]);
  });

  it('reaches the shell and what the menu pages show, but no screen of another route', () => {
    for (const shown of [
      'app/error/root-error-screen.tsx',
      'shared/ui/offline-notice.tsx',
      'features/delivery/delivery-area-prompt.tsx',
      'features/tracking/consent-banner.tsx',
      'features/settings/language-switcher.tsx',
      'features/menu/one-page-menu.tsx',
      'features/menu/item/item-page.tsx',
    ]) {
      expect(modules, shown).toContain(shown);
    }
    const otherScreens = [...modules].filter((file) =>
      /features\/(checkout|staff|auth|wallet|orders|profile|landing|payments?)\/|pages\/(checkout|cart|order)/.test(
        file,
      ),
    );
    expect(otherScreens).toEqual([]);
  });

  it('lists every key those modules use', () => {
    const missing = [...named].filter(([key]) => !isCovered(key)).map(([key, files]) => `${key} (${files.join(', ')})`);
    expect(missing, 'add these to firstPartKeys in message-parts.ts').toEqual([]);
  });

  it('lists nothing those modules no longer use', () => {
    const unused = firstPartKeys.filter(
      (entry) => ![...named.keys()].some((key) => covers(entry, key.replace(/\.$/, ''))),
    );
    expect(unused, 'remove these from firstPartKeys in message-parts.ts').toEqual([]);
  });

  it('finds keys the way the code names them (literal, plural base, template prefix)', () => {
    expect(named.has('cart.badge')).toBe(true); // t('cart.badge', { count }): cart.badge_one, cart.badge_other
    expect(named.has('orderTypes.')).toBe(true); // t(`orderTypes.${type}`)
    expect(named.has('checkout.title')).toBe(false);
  });
});
