import { describe, expect, it } from 'vitest';
import { checkoutFieldErrors } from './checkout-validation.ts';

const valid = {
  name: 'Sara',
  phone: '50012345',
  country: 'KW',
  car: null,
  tableMissing: false,
  slotMissing: false,
};

describe('the checkout field checks', () => {
  it('find nothing wrong with a complete pickup order', () => {
    expect(checkoutFieldErrors(valid)).toEqual({});
  });

  it('name every missing field with its message key', () => {
    const fields = checkoutFieldErrors({
      ...valid,
      name: 'S',
      car: { model: '', color: 'red', plate: '123' },
      tableMissing: true,
      slotMissing: true,
    });
    expect(fields).toEqual({
      name: { key: 'checkout.errors.field.name' },
      car: { key: 'checkout.errors.field.car' },
      table: { key: 'checkout.errors.field.table' },
      schedule: { key: 'checkout.errors.field.schedule' },
    });
  });

  it('refuse a phone that is not a number of the chosen country', () => {
    expect(checkoutFieldErrors({ ...valid, phone: '12' }).phone?.key).toMatch(/^checkout\.phone\.error\./);
  });
});
