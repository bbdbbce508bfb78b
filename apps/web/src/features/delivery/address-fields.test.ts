import { addressExamples, exampleCheckout } from '@okmenu/contract/address-examples';
import { describe, expect, it } from 'vitest';
import { addressBodyOf, addressFieldRules, addressProblems, giftBodyOf, problemsFromServer } from './address-fields.ts';
import {
  addressFieldNames,
  emptyAddressForm,
  type AddressFieldName,
  type AddressFormValues,
} from './delivery-types.ts';

const checkout = {
  fields: {
    block: { on: true, required: true },
    street: { on: true, required: false },
    paci: { on: false, required: false },
    floor: { on: false, required: true },
  },
};

function problemsOf(values: AddressFormValues, overrides: Partial<Parameters<typeof addressProblems>[0]> = {}) {
  return addressProblems({
    values,
    checkout,
    shipping: false,
    hasPin: false,
    hasPlace: true,
    defaultCountry: 'KW',
    ...overrides,
  });
}

describe('the address form’s fields', () => {
  it('shows the fields the business turned on or requires, in the form’s order', () => {
    expect(addressFieldRules(checkout)).toEqual([
      { name: 'block', required: true },
      { name: 'street', required: false },
      { name: 'floor', required: true },
    ]);
    expect(addressFieldRules(null)).toEqual([]);
  });

  it('asks for every required field, and only those', () => {
    expect(problemsOf(emptyAddressForm())).toEqual({
      'address.block': 'delivery.errors.required',
      'address.floor': 'delivery.errors.required',
    });
    expect(problemsOf({ ...emptyAddressForm(), fields: { block: '3', floor: ' 2 ' } })).toEqual({});
  });

  it('checks the contact phone when one is given, in the country the guest chose for it', () => {
    expect(problemsOf({ ...emptyAddressForm(), fields: { block: '3', floor: '2' }, contactPhone: '12' })).toEqual({
      'address.contact_phone': 'delivery.errors.phone.TOO_SHORT',
    });
    const saudi = { ...emptyAddressForm(), fields: { block: '3', floor: '2' }, contactPhone: '512345678' };
    expect(problemsOf({ ...saudi, contactCountry: 'SA' })).toEqual({});
    expect(problemsOf(saudi)).toHaveProperty('address.contact_phone');
  });

  it('names a field longer than the contract allows', () => {
    expect(problemsOf({ ...emptyAddressForm(), fields: { block: 'x'.repeat(201), floor: '2' } })).toEqual({
      'address.block': 'delivery.errors.tooLong',
    });
  });

  it('asks for a pin when the business wants one, and for a place to deliver to', () => {
    const values = { ...emptyAddressForm(), fields: { block: '3', floor: '2' } };
    const pinned = { ...checkout, drop_pin: true };
    expect(problemsOf(values, { checkout: pinned })).toEqual({ 'delivery.location': 'delivery.errors.pinRequired' });
    expect(problemsOf(values, { checkout: pinned, shipping: true, hasPlace: false })).toEqual({});
    expect(problemsOf(values, { hasPlace: false })).toEqual({ delivery: 'delivery.errors.noPlace' });
  });

  it('asks for the gift’s recipient and phone only when a gift is being sent', () => {
    const values = { ...emptyAddressForm(), fields: { block: '3', floor: '2' } };
    expect(
      problemsOf(
        { ...values, gift: { on: true, recipient: '', phone: '', message: '' } },
        { checkout: { ...checkout, send_gift: true } },
      ),
    ).toEqual({
      'gift.recipient': 'delivery.errors.required',
      'gift.phone': 'delivery.errors.phone.NOT_A_NUMBER',
    });
    expect(
      problemsOf(
        { ...values, gift: { on: false, recipient: '', phone: '', message: '' } },
        { checkout: { ...checkout, send_gift: true } },
      ),
    ).toEqual({});
  });

  it('sends the shown fields that were filled, the kind of place and the contact in E.164', () => {
    const values: AddressFormValues = {
      ...emptyAddressForm(),
      type: 'apartment',
      fields: { block: ' 3 ', street: '', floor: '2', paci: '999' },
      contactName: ' Sara ',
      contactPhone: '50001234',
    };
    expect(addressBodyOf({ values, rules: addressFieldRules(checkout), defaultCountry: 'KW' })).toEqual({
      block: '3',
      floor: '2',
      type: 'apartment',
      contact_name: 'Sara',
      contact_phone: '+96550001234',
    });
  });

  it('sends a gift only when offered and chosen', () => {
    const values = {
      ...emptyAddressForm(),
      gift: { on: true, recipient: 'Noor', phone: '50001234', message: ' Enjoy ' },
    };
    expect(giftBodyOf({ values, offered: true, defaultCountry: 'KW' })).toEqual({
      recipient: 'Noor',
      phone: '+96550001234',
      message: 'Enjoy',
    });
    expect(giftBodyOf({ values, offered: false, defaultCountry: 'KW' })).toBeUndefined();
  });

  it('places the server’s refusals next to the fields they name', () => {
    expect(
      problemsFromServer([
        { path: 'body.address.street', message: 'Required' },
        {
          path: 'body.delivery.location',
          message: 'We do not deliver to this location',
          code: 'not_delivered_here',
        },
        { path: 'body.name', message: 'Enter your name' },
        { path: 'body.address.block', message: 'Too big', code: 'too_big' },
        { path: 'body.gift.phone', message: 'This phone number is too short', code: 'TOO_SHORT' },
      ]),
    ).toEqual({
      'address.street': 'delivery.errors.required',
      'delivery.location': 'delivery.errors.outside',
      'address.block': 'delivery.errors.tooLong',
      'gift.phone': 'delivery.errors.phone.TOO_SHORT',
    });
  });
});

/** The form holding an example's address and gift, as the guest would have typed them. */
function formOf(example: (typeof addressExamples)[number]): AddressFormValues {
  const { contact_name = '', contact_phone = '', ...fields } = example.address;
  return {
    ...emptyAddressForm(),
    fields: fields as Partial<Record<AddressFieldName, string>>,
    contactName: contact_name,
    contactPhone: contact_phone,
    gift: example.gift ? { on: true, message: '', ...example.gift } : emptyAddressForm().gift,
  };
}

describe('the form refuses the address examples on the fields the server names', () => {
  // apps/server routes/delivery-address-fields.test.ts places the same examples as orders (decision 0109).
  it.each(addressExamples)('$name', (example) => {
    const problems = addressProblems({
      values: formOf(example),
      checkout: exampleCheckout,
      shipping: false,
      hasPin: example.pin,
      hasPlace: true,
      defaultCountry: 'KW',
    });
    expect(Object.keys(problems).sort()).toEqual(example.refused);
  });

  it('lists every field of the contract, in the form’s order', () => {
    expect([...addressFieldNames].sort()).toEqual(
      addressFieldRules({
        fields: Object.fromEntries(addressFieldNames.map((name) => [name, { on: true, required: false }])),
      })
        .map((rule) => rule.name)
        .sort(),
    );
  });
});
