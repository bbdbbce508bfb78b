import type { AddressCheckout } from './address-rules.ts';

/**
 * Delivery orders with what is wrong in them, for the tests that prove the web's address form and the server
 * refuse the same input on the same field (decision 0109): the server's route test places each as an order,
 * the web's test fills the form with it; both must name exactly `refused`. Test data only: nothing in an app
 * imports it.
 */
export interface AddressExample {
  name: string;
  /** The address as a client sends it (the SPEC §3 fields and the contact). */
  address: Record<string, string>;
  gift?: { recipient: string; phone: string; message?: string };
  /** A pin was dropped (inside a zone); without one the order names an area. */
  pin: boolean;
  /** The refused paths, without `body.`, sorted. */
  refused: string[];
}

/**
 * The business's config the examples are read with: block asked and required, street asked, floor required
 * though not switched on (required means asked), paci asked; a pin is asked for; gifts are sent.
 */
export const exampleCheckout = {
  fields: {
    block: { on: true, required: true },
    street: { on: true, required: false },
    floor: { on: false, required: true },
    paci: { on: true, required: false },
  },
  drop_pin: true,
  send_gift: true,
} satisfies AddressCheckout;

const filled = { block: '3', floor: '2' };
const gift = { recipient: 'Noor', phone: '+96550001234' };

export const addressExamples: AddressExample[] = [
  { name: 'a complete address', address: { ...filled, street: 'Gulf Road' }, pin: true, refused: [] },
  {
    name: 'required fields left empty, one of them not switched on',
    address: { block: '  ', street: 'Gulf Road' },
    pin: true,
    refused: ['address.block', 'address.floor'],
  },
  { name: 'no pin where the business asks for one', address: filled, pin: false, refused: ['delivery.location'] },
  {
    name: 'a field longer than the limit',
    address: { ...filled, paci: '9'.repeat(201) },
    pin: true,
    refused: ['address.paci'],
  },
  {
    name: 'a contact name longer than the limit',
    address: { ...filled, contact_name: 'x'.repeat(101) },
    pin: true,
    refused: ['address.contact_name'],
  },
  {
    name: 'a contact phone that is not a phone number',
    address: { ...filled, contact_phone: '12' },
    pin: true,
    refused: ['address.contact_phone'],
  },
  { name: 'a valid contact phone', address: { ...filled, contact_phone: '+96550001234' }, pin: true, refused: [] },
  {
    name: 'a gift without a recipient',
    address: filled,
    gift: { ...gift, recipient: ' ' },
    pin: true,
    refused: ['gift.recipient'],
  },
  {
    name: 'a gift to a phone that is not a number',
    address: filled,
    gift: { ...gift, phone: '12345' },
    pin: true,
    refused: ['gift.phone'],
  },
  {
    name: 'a gift message longer than the limit',
    address: filled,
    gift: { ...gift, message: 'x'.repeat(501) },
    pin: true,
    refused: ['gift.message'],
  },
];
