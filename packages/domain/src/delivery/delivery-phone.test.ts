import { describe, expect, it } from 'vitest';
import { deliveryPhone } from './delivery-phone.ts';

describe('deliveryPhone', () => {
  it("takes the logged-in user's phone first", () => {
    expect(
      deliveryPhone({ userPhone: '+96550000001', savedFormPhone: '+96550000002', locationFormPhone: '+96550000003' }),
    ).toBe('+96550000001');
  });

  it('then the saved delivery form, then the selected location form', () => {
    expect(deliveryPhone({ userPhone: null, savedFormPhone: '+96550000002', locationFormPhone: '+96550000003' })).toBe(
      '+96550000002',
    );
    expect(deliveryPhone({ userPhone: ' ', savedFormPhone: '', locationFormPhone: ' +96550000003 ' })).toBe(
      '+96550000003',
    );
  });

  it('answers nothing when no phone is known, so delivery asks for one', () => {
    expect(deliveryPhone({})).toBeUndefined();
  });
});
