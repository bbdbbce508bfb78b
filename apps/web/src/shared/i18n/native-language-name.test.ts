import { interfaceLocales } from '@okmenu/domain';
import { describe, expect, it } from 'vitest';
import { nativeLanguageName } from './native-language-name.ts';

describe('nativeLanguageName', () => {
  it('names every interface language in itself, as Intl does, capitalised', () => {
    for (const code of interfaceLocales) {
      const intl = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
      expect(nativeLanguageName(code), code).toBe(intl.charAt(0).toLocaleUpperCase(code) + intl.slice(1));
    }
  });

  it('falls back to Intl for other languages and to the code when nothing names it', () => {
    expect(nativeLanguageName('ga')).toBe('Gaeilge');
    expect(nativeLanguageName('zz-invalid-')).toBe('zz-invalid-');
  });
});
