import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './choose-language.ts';

describe('chooseLanguage', () => {
  it('uses the browser language when the business allows it', () => {
    expect(chooseLanguage({ cookie: null, browserLanguages: ['ar'], allowed: ['en', 'ar'] })).toBe('ar');
  });

  it('matches a regional browser tag to its base language', () => {
    expect(chooseLanguage({ cookie: null, browserLanguages: ['ar-KW', 'en-US'], allowed: ['en', 'ar'] })).toBe('ar');
  });

  it('tries the next browser language when the first is not allowed', () => {
    expect(chooseLanguage({ cookie: null, browserLanguages: ['de-DE', 'ar'], allowed: ['en', 'ar'] })).toBe('ar');
  });

  it("falls back to the business's first locale when no browser language is allowed", () => {
    expect(chooseLanguage({ cookie: null, browserLanguages: ['de'], allowed: ['ar', 'en'] })).toBe('ar');
  });

  it('falls back to English when the business lists no locale', () => {
    expect(chooseLanguage({ cookie: null, browserLanguages: ['de'], allowed: [] })).toBe('en');
  });

  it('prefers the saved cookie over the browser language', () => {
    expect(chooseLanguage({ cookie: 'en', browserLanguages: ['ar'], allowed: ['ar', 'en'] })).toBe('en');
  });

  it('ignores a saved cookie the business does not allow', () => {
    expect(chooseLanguage({ cookie: 'fr', browserLanguages: ['ar'], allowed: ['ar', 'en'] })).toBe('ar');
  });

  it("lets a link's ?lang= win when the business allows it (hreflang alternates)", () => {
    expect(chooseLanguage({ cookie: 'en', browserLanguages: ['en'], allowed: ['en', 'ar'], asked: 'ar' })).toBe('ar');
    expect(chooseLanguage({ cookie: 'en', browserLanguages: ['en'], allowed: ['en', 'ar'], asked: 'fr' })).toBe('en');
  });
});
