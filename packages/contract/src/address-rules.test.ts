import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addressLimits, deliveryFieldNames } from './address-fields.ts';
import { askedFields, deliveryProblems } from './address-rules.ts';
import { saveAddressBody } from './delivery-calls.ts';
import { orderBody } from './order-calls.ts';

/* The schemas build their limits from addressLimits; deliveryProblems names the same fields they refuse. */
const orderParts = z.object({ address: orderBody.shape.address, gift: orderBody.shape.gift });
const paths = (schema: z.ZodType, body: unknown) =>
  (schema.safeParse(body).error?.issues ?? []).map((issue) => issue.path.join('.')).sort();
const rulePaths = (body: Body) =>
  deliveryProblems({
    checkout: { send_gift: true },
    shipping: false,
    hasPlace: true,
    hasPin: true,
    address: body.address,
    gift: body.gift,
    country: 'KW',
  })
    .map((problem) => problem.path)
    .sort();

const long = (n: number) => ` ${'x'.repeat(n)} `;
const gift = { recipient: 'Noor', phone: '+96550001234' };
type Body = { address: Record<string, string>; gift?: { recipient: string; phone: string; message?: string } };
const bodies: Body[] = [
  { address: { block: long(addressLimits.field) } },
  { address: { block: long(addressLimits.field + 1), note: long(addressLimits.field + 1) } },
  { address: { contact_name: long(addressLimits.contactName) } },
  { address: { contact_name: long(addressLimits.contactName + 1) } },
  { address: {}, gift: { ...gift, recipient: long(addressLimits.gift.recipient + 1) } },
  { address: {}, gift: { ...gift, message: 'x'.repeat(addressLimits.gift.message + 1) } },
  { address: {}, gift: { ...gift, message: 'x'.repeat(addressLimits.gift.message) } },
  { address: {}, gift: { ...gift, recipient: '  ' } },
];

describe('the address rules', () => {
  it('name the fields the order schema refuses for their length', () => {
    for (const body of bodies) expect(rulePaths(body)).toEqual(paths(orderParts, body));
  });

  it('keep a saved address to the same limits', () => {
    const save = (fields: Record<string, string>) => ({ business_id: 1, fields });
    expect(paths(saveAddressBody, save({ paci: long(addressLimits.field) }))).toEqual([]);
    expect(paths(saveAddressBody, save({ paci: long(addressLimits.field + 1) }))).toEqual(['fields.paci']);
  });

  it('ask for a field that is on or required, and require only the required ones', () => {
    expect(askedFields({ block: { on: true }, floor: { required: true }, paci: { on: false } })).toEqual([
      { name: 'block', required: false },
      { name: 'floor', required: true },
    ]);
    expect(askedFields(undefined)).toEqual([]);
    expect(deliveryFieldNames).toHaveLength(14);
  });

  it('ask for a place and a pin only for a local delivery, and refuse a gift the business does not send', () => {
    const base = { checkout: { drop_pin: true }, address: {}, gift: null, country: 'KW' };
    expect(deliveryProblems({ ...base, shipping: false, hasPlace: false, hasPin: false })).toEqual([
      { path: 'delivery', code: 'area_required' },
      { path: 'delivery.location', code: 'pin_required' },
    ]);
    expect(deliveryProblems({ ...base, shipping: true, hasPlace: false, hasPin: false })).toEqual([]);
    expect(deliveryProblems({ ...base, shipping: false, hasPlace: true, hasPin: true, gift })).toEqual([
      { path: 'gift', code: 'gift_not_offered' },
    ]);
  });
});
