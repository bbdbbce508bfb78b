import { describe, expect, it } from 'vitest';
import { matchLanguage } from './match-language.ts';

describe('matchLanguage', () => {
  it('takes the exact tag first, then the language of a regional tag', () => {
    expect(matchLanguage('zh-TW', ['zh', 'zh-TW'])).toBe('zh-TW');
    expect(matchLanguage('ar-KW', ['en', 'ar'])).toBe('ar');
  });

  it('finds nothing for a language the business does not offer', () => {
    expect(matchLanguage('fr', ['en', 'ar'])).toBeUndefined();
  });
});
