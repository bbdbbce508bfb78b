import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactProblems } from './contact-rules.ts';
import { orderBody } from './order-calls.ts';
import { reserveTableBody } from './reservation-calls.ts';

/* The web's checkout and booking check with contactProblems; the server with these schemas: the same fields. */
const orderContact = z.object({ name: orderBody.shape.name, car: orderBody.shape.car });
const bookingContact = z.object({ name: reserveTableBody.shape.name });
const paths = (schema: z.ZodType, body: unknown) =>
  (schema.safeParse(body).error?.issues ?? []).map((issue) => issue.path.join('.')).sort();

const car = { model: 'Civic', color: 'Blue', plate: '12345' };
const inputs = [
  { name: 'Sara', car },
  { name: 'S', car },
  { name: '  S  ', car: null },
  { name: 'x'.repeat(101), car },
  { name: ` ${'x'.repeat(100)} `, car },
  { name: 'Sara', car: { model: '', color: '  ', plate: '1' } },
  { name: '', car: { model: 'x'.repeat(61), color: 'Red', plate: 'x'.repeat(21) } },
];

describe('contactProblems names the fields the contract refuses', () => {
  it('for an order (name and car)', () => {
    for (const input of inputs) {
      const body = input.car ? input : { name: input.name };
      expect(contactProblems(input).sort()).toEqual(paths(orderContact, body));
    }
  });

  it('for a booking (name)', () => {
    for (const { name } of inputs) expect(contactProblems({ name })).toEqual(paths(bookingContact, { name }));
  });
});
