import { describe, expect, it } from 'vitest';
import type { Messages } from './translate.ts';

type Tree = Messages;

const files = import.meta.glob<Tree>('../../locales/*.json', { eager: true, import: 'default' });
const locales = Object.fromEntries(
  Object.entries(files).map(([path, tree]) => [path.replace(/^.*\/(.+)\.json$/, '$1'), tree]),
);
const en = locales['en'] as Tree;
const others = Object.keys(locales).filter((lang) => lang !== 'en');

function entriesOf(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entriesOf(value, `${prefix}${key}.`),
  );
}

/** Plural forms differ between languages (Arabic has six), so a plural key is compared by its base. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Each key without its plural suffix, with the plural categories it is written in (none for a plain key). */
function keyShapes(tree: Tree): Map<string, string[]> {
  const shapes = new Map<string, string[]>();
  for (const [key] of entriesOf(tree)) {
    const match = pluralSuffix.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    const forms = shapes.get(base) ?? [];
    if (match) forms.push(match[1]!);
    shapes.set(base, forms);
  }
  return shapes;
}

function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*-?\s*([^{},\s]+)[^{}]*\}\}/g)].map((match) => match[1]!))].sort();
}

/** The placeholders of each key, plural forms merged under their base key (a form may spell out "one"). */
function placeholderSets(tree: Tree): Map<string, string[]> {
  const sets = new Map<string, Set<string>>();
  for (const [key, text] of entriesOf(tree)) {
    const base = key.replace(pluralSuffix, '');
    const set = sets.get(base) ?? new Set<string>();
    for (const name of placeholdersOf(text)) set.add(name);
    sets.set(base, set);
  }
  return new Map([...sets].map(([key, set]) => [key, [...set].sort()]));
}

const sorted = (values: string[]) => [...values].sort();

describe('locale files', () => {
  it('there are 41 languages, English among them', () => {
    expect(Object.keys(locales)).toHaveLength(41);
    expect(en).toBeDefined();
  });

  it.each(others)('%s has exactly the keys of English, plural keys in its own CLDR categories', (lang) => {
    const categories = sorted(new Intl.PluralRules(lang).resolvedOptions().pluralCategories);
    const expected = new Map([...keyShapes(en)].map(([base, forms]) => [base, forms.length === 0 ? [] : categories]));
    const actual = new Map([...keyShapes(locales[lang]!)].map(([base, forms]) => [base, sorted(forms)]));
    const missing = [...expected.keys()].filter((key) => !actual.has(key));
    const extra = [...actual.keys()].filter((key) => !expected.has(key));
    const wrongForms = [...expected]
      .filter(([key, forms]) => actual.has(key) && actual.get(key)!.join() !== forms.join())
      .map(([key, forms]) => `${key}: has ${actual.get(key)!.join() || '(plain)'}, wants ${forms.join() || '(plain)'}`);
    expect({ missing, extra, wrongForms }).toEqual({ missing: [], extra: [], wrongForms: [] });
  });

  it.each(others)('%s uses the placeholders English uses ({{name}}), no more and no fewer', (lang) => {
    const english = placeholderSets(en);
    const mismatches = [...placeholderSets(locales[lang]!)]
      .filter(([key, names]) => english.has(key) && english.get(key)!.join() !== names.join())
      .map(([key, names]) => `${key}: ${names.join() || '(none)'} instead of ${english.get(key)!.join() || '(none)'}`);
    expect(mismatches).toEqual([]);
  });

  it.each(Object.keys(locales))('%s keeps the key order of English', (lang) => {
    const order = (tree: Tree) => [...keyShapes(tree).keys()];
    expect(order(locales[lang]!)).toEqual(order(en));
  });

  it('use only the i18next features the in-house translator supports', () => {
    for (const tree of Object.values(locales)) {
      for (const [, text] of entriesOf(tree)) {
        // No options inside $t(…) nesting, no formats other than number, no <0>…</0> Trans markup.
        expect(text).not.toMatch(/\$t\([^)]*,/);
        expect(text).not.toMatch(/\{\{[^}]*,\s*(?!number\s*\}\})[^}]*\}\}/);
        expect(text).not.toMatch(/<\d+>/);
      }
    }
  });
});
