import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage, textDirection } from './text-direction.ts';

describe('textDirection', () => {
  it('is right to left for Arabic and Persian', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('fa')).toBe('rtl');
  });

  it('is right to left for a regional Arabic tag', () => {
    expect(textDirection('ar-KW')).toBe('rtl');
  });

  it('is left to right for English and other languages', () => {
    expect(textDirection('en')).toBe('ltr');
    expect(textDirection('fr')).toBe('ltr');
  });

  it('sets lang and dir on the html element', () => {
    applyDocumentLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
