import type { SaveAddressResponse, SavedAddressesResponse } from '@okmenu/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createOtherBusinessFile,
  createTestClock,
  createWalletBusinessFile,
  get,
  importBusiness,
  login,
  post,
} from '../testing/account-helpers.ts';
import type { TestRuntime } from '../testing/test-runtime.ts';
import { createTestRuntime, testDialects } from '../testing/test-runtime.ts';

const phone = '+96550001234';

function createAddressBody(businessId: number, overrides: Record<string, unknown> = {}) {
  return {
    business_id: businessId,
    title: 'Home',
    type: 'apartment',
    contact_name: 'Sara',
    contact_phone: '+96550001234',
    fields: { city: 'Kuwait City', block: '3', street: 'Gulf Road', building: '12', floor: '' },
    area_id: 11,
    lat: 29.37,
    lng: 47.98,
    ...overrides,
  };
}

describe.each(testDialects)('saved addresses (%s)', (dialect) => {
  let runtime: TestRuntime;
  let businessId: number;
  let token: string;
  let userId: number;
  beforeEach(async () => {
    runtime = await createTestRuntime(dialect, { clock: createTestClock().now });
    businessId = await importBusiness(runtime, createWalletBusinessFile());
    ({
      token,
      user: { id: userId },
    } = await login(runtime, { phone, businessId }));
  });
  afterEach(() => runtime.dispose());

  const list = (options: { token?: string; id?: number } = {}) =>
    get(runtime, `webapp/addresses/${options.id ?? businessId}`, { token: options.token ?? token });
  const save = async (overrides: Record<string, unknown> = {}) => {
    const response = await post(runtime, 'webapp/addresses', createAddressBody(businessId, overrides), { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SaveAddressResponse>().address;
  };
  const remove = (id: number, as = token) =>
    runtime.app.inject({
      method: 'DELETE',
      url: `/api/webapp/addresses/${id}`,
      headers: { authorization: `Bearer ${as}` },
    });

  it('saves an address, keeps only filled fields, and makes the first one the default', async () => {
    const address = await save();
    expect(address).toMatchObject({
      title: 'Home',
      type: 'apartment',
      form_type: 'delivery',
      contact_name: 'Sara',
      fields: { city: 'Kuwait City', block: '3', street: 'Gulf Road', building: '12' },
      area_id: 11,
      lat: 29.37,
      lng: 47.98,
      is_default: true,
    });
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<SavedAddressesResponse>().addresses.map((a) => a.id)).toEqual([address.id]);
  });

  it('shows the saved addresses as the profile’s locations', async () => {
    await save();
    const profile = await get(runtime, `webapp/profile/${userId}`, { token });
    expect(profile.json().user.locations).toHaveLength(1);
  });

  it('lists the default first and moves the default when asked', async () => {
    const home = await save();
    const office = await save({ title: 'Office', type: 'company' });
    expect(office.is_default).toBe(false);
    const moved = await post(runtime, `webapp/addresses/${office.id}/default`, {}, { token });
    expect(moved.statusCode).toBe(200);
    const addresses = moved.json<SavedAddressesResponse>().addresses;
    expect(addresses.map((a) => [a.id, a.is_default])).toEqual([
      [office.id, true],
      [home.id, false],
    ]);
  });

  it('replaces an address in place when its id is sent', async () => {
    const home = await save();
    const edited = await save({ id: home.id, title: 'Home (new)', fields: { city: 'Salmiya' } });
    expect(edited).toMatchObject({ id: home.id, title: 'Home (new)', fields: { city: 'Salmiya' }, is_default: true });
    expect((await list()).json<SavedAddressesResponse>().addresses).toHaveLength(1);
  });

  it('when the default address is deleted, the newest remaining one becomes the default', async () => {
    const home = await save();
    const office = await save({ title: 'Office' });
    const response = await remove(home.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<SavedAddressesResponse>().addresses).toMatchObject([{ id: office.id, is_default: true }]);
  });

  it('refuses guests, sessions of another business and other customers’ addresses', async () => {
    const home = await save();
    expect((await get(runtime, `webapp/addresses/${businessId}`)).statusCode).toBe(401);
    const otherBusiness = await importBusiness(runtime, createOtherBusinessFile());
    expect((await list({ id: otherBusiness })).statusCode).toBe(401);
    const stranger = (await login(runtime, { phone: '+96550009999', businessId })).token;
    expect((await remove(home.id, stranger)).statusCode).toBe(404);
    expect((await post(runtime, `webapp/addresses/${home.id}/default`, {}, { token: stranger })).statusCode).toBe(404);
    const replaced = await post(runtime, 'webapp/addresses', createAddressBody(businessId, { id: home.id }), {
      token: stranger,
    });
    expect(replaced.statusCode).toBe(404);
    expect((await list({ token: stranger })).json<SavedAddressesResponse>().addresses).toEqual([]);
  });

  it('answers a 400 naming the field for a bad body', async () => {
    const response = await post(
      runtime,
      'webapp/addresses',
      createAddressBody(businessId, { type: 'castle', lat: 29.3, lng: null }),
      { token },
    );
    expect(response.statusCode).toBe(400);
    const paths = response.json<{ error: { fields: { path: string }[] } }>().error.fields.map((f) => f.path);
    expect(paths).toContain('body.type');
  });

  it('forgets the addresses when the account is deleted', async () => {
    await save();
    const deleted = await get(runtime, `webapp/account/delete/${userId}`, { token });
    expect(deleted.statusCode).toBe(200);
    const rows = await runtime.database.db.selectFrom('user_addresses').selectAll().execute();
    expect(rows).toEqual([]);
  });
});
