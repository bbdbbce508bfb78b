import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../shared/i18n/i18n.ts';
import { priceLabelDetails } from './price-label-details.ts';

beforeAll(async () => {
  await initI18n('en');
});

const label = { id: 1, label: 'Half', price: 2, minimum: 1, maximum: null };

describe('the price label line of a cart item', () => {
  it('names the label, its unit and the preparation time', () => {
    expect(priceLabelDetails({ ...label, unit: 'kg', preparation_time: 20 }, i18n.t)).toBe(
      'Half · per kg · Ready in about 20 min',
    );
  });

  it('leaves out what the label does not have, also on carts saved before these fields', () => {
    expect(priceLabelDetails(label, i18n.t)).toBe('Half');
    expect(priceLabelDetails({ ...label, label: '', unit: '', preparation_time: null }, i18n.t)).toBe('');
  });
});
