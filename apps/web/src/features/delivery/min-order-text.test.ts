import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { translate, type TranslateFunction } from '../../shared/i18n/translate.ts';
import { minimumOrderText } from './min-order-text.ts';

const t: TranslateFunction = (key, values) =>
  translate({ bundles: new Map([['en', en]]), languages: ['en'], key, values });

describe('minimumOrderText', () => {
  const amounts = { missing: '1.000 KWD', minimum: '5.000 KWD' };

  it("speaks of the area's minimum when delivering to an area", () => {
    expect(minimumOrderText(t, { shipping: false, reached: false, ...amounts })).toBe(
      'Add 1.000 KWD more to reach the minimum order of 5.000 KWD for this area.',
    );
  });

  it('does not name an area when the order is shipped abroad', () => {
    const text = minimumOrderText(t, { shipping: true, reached: false, ...amounts });
    expect(text).toBe('Add 1.000 KWD more to reach the minimum order of 5.000 KWD.');
    expect(text).not.toMatch(/area/);
  });

  it('says when the minimum is reached', () => {
    expect(minimumOrderText(t, { shipping: true, reached: true, ...amounts })).toBe(
      'Minimum order of 5.000 KWD reached.',
    );
  });
});
