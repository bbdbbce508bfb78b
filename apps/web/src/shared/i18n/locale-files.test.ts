import { describe, expect, it } from 'vitest';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';

type Tree = { [key: string]: string | Tree };

function valuesOf(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : valuesOf(value)));
}

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

/** Plural forms differ between languages (Arabic has six), so keys are compared without them. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const baseKeys = (tree: Tree) => new Set(keysOf(tree).map((key) => key.replace(pluralSuffix, '')));

describe('locale files', () => {
  it('Arabic has every English key (so the English fallback is a safety net, not a habit)', () => {
    const arabic = baseKeys(ar as Tree);
    expect([...baseKeys(en as Tree)].filter((key) => !arabic.has(key))).toEqual([]);
  });

  it('English has every Arabic key', () => {
    const english = baseKeys(en as Tree);
    expect([...baseKeys(ar as Tree)].filter((key) => !english.has(key))).toEqual([]);
  });

  it('use only the i18next features the in-house translator supports', () => {
    for (const text of [...valuesOf(en as Tree), ...valuesOf(ar as Tree)]) {
      // No options inside $t(…) nesting, no formats other than number, no <0>…</0> Trans markup.
      expect(text).not.toMatch(/\$t\([^)]*,/);
      expect(text).not.toMatch(/\{\{[^}]*,\s*(?!number\s*\}\})[^}]*\}\}/);
      expect(text).not.toMatch(/<\d+>/);
    }
  });
});
