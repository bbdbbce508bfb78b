import { describe, expect, it } from 'vitest';
import { defaultMessageStatus, publicStateOf, takesOrders } from './public-state.ts';

describe('public state of a business', () => {
  it('an open business serves its menu with no error', () => {
    expect(publicStateOf({ status: 'open' })).toEqual({
      httpStatus: 200,
      error: 0,
      showMenu: true,
      defaultMessage: '',
      redirectUrl: null,
    });
  });

  it('a business switched off or replacing its menu answers error 1 with a message and no menu', () => {
    for (const status of ['off', 'replacing_menu'] as const) {
      const state = publicStateOf({ status });
      expect(state).toMatchObject({ httpStatus: 200, error: 1, showMenu: false });
      expect(state.defaultMessage).not.toBe('');
    }
  });

  it('a suspended business answers 433', () => {
    expect(publicStateOf({ status: 'suspended' })).toMatchObject({ httpStatus: 433, showMenu: false });
  });

  it('a business moved to another reference redirects to its path, one moved elsewhere to its url', () => {
    expect(publicStateOf({ status: 'open', movedTo: { reference_id: 'new-bistro' } }).redirectUrl).toBe('/new-bistro');
    expect(publicStateOf({ status: 'open', movedTo: { url: 'https://bistro.example.com/' } }).redirectUrl).toBe(
      'https://bistro.example.com/',
    );
  });

  it('only an open business takes orders', () => {
    expect(['open', 'off', 'replacing_menu', 'suspended'].filter((s) => takesOrders(s as never))).toEqual(['open']);
  });
});

describe('defaultMessageStatus', () => {
  it('names the status of a default sentence and nothing for an owner’s own words', () => {
    for (const status of ['off', 'replacing_menu', 'suspended'] as const)
      expect(defaultMessageStatus(publicStateOf({ status }).defaultMessage)).toBe(status);
    expect(defaultMessageStatus('Closed for Eid')).toBeNull();
    expect(defaultMessageStatus('')).toBeNull();
  });
});
