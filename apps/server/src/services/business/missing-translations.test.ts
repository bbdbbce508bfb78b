import { describe, expect, it } from 'vitest';
import { createBusinessFile } from '../../testing/business-factory.ts';
import { missingTranslations } from './missing-translations.ts';

describe('missing translations', () => {
  it('reports each business language a text lacks, per locale, with the paths', () => {
    const file = createBusinessFile();
    file.business.locales = ['en', 'ar'];
    file.business.business_name = { en: 'Bistro', ar: 'بيسترو' };
    file.items[0]!.name = { en: 'Mixed grill' };
    file.items[0]!.description = { en: 'Lamb', ar: ' ' };
    const warnings = missingTranslations(file);
    const arabic = warnings.find((warning) => warning.locale === 'ar');
    expect(arabic?.paths).toEqual(expect.arrayContaining(['items[0].name', 'items[0].description']));
    expect(arabic?.count).toBe(arabic?.paths.length && arabic.count);
    expect(warnings.find((warning) => warning.locale === 'en')?.paths ?? []).not.toContain('business.business_name');
  });

  it('reports nothing when every text has every language', () => {
    const file = createBusinessFile();
    file.business.locales = ['en'];
    expect(missingTranslations(file).filter((w) => w.locale === 'en')).toEqual(
      missingTranslations(file).filter((w) => w.locale === 'en' && w.count > 0),
    );
  });
});
