import type { SaveAddressBody, SaveAddressResponse, SavedAddressesResponse, SavedAddressWire } from '@okmenu/contract';
import type { AddressRecord, AddressRepository, AddressValues } from '../../db/address-repository.ts';
import { AppError, notFound } from '../shared/errors.ts';
import type { AuthenticatedUser } from '../accounts/session-service.ts';

/** How many addresses a customer may keep in one business; a form, not a database, is what they need. */
export const maxSavedAddresses = 20;

export interface AddressServiceDeps {
  addresses: AddressRepository;
  clock: () => Date;
}

/** A saved address on the wire. */
export function savedAddressWire(record: AddressRecord): SavedAddressWire {
  return {
    id: record.id,
    business_id: record.businessId,
    title: record.title,
    type: record.type as SavedAddressWire['type'],
    form_type: record.formType as SavedAddressWire['form_type'],
    contact_name: record.contactName,
    contact_phone: record.contactPhone,
    fields: record.fields,
    area_id: record.areaId,
    lat: record.lat,
    lng: record.lng,
    is_default: record.isDefault,
    updated_at: record.updatedAt,
  };
}

/** Keeps only the fields that say something, so an emptied field is not stored as "". */
function filledFields(fields: SaveAddressBody['fields']): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value === 'string' && value !== ''));
}

/** A signed-in customer's saved delivery addresses (SPEC §3 user locations) and which one is the default. */
export class AddressService {
  constructor(private readonly deps: AddressServiceDeps) {}

  /** The customer's addresses in their business; `businessId` is checked by the session already. */
  async list(auth: AuthenticatedUser): Promise<SavedAddressesResponse> {
    const records = await this.deps.addresses.list(auth.userId, auth.businessId);
    return { addresses: records.map(savedAddressWire) };
  }

  /** Adds an address, or replaces one of the customer's own (`id`). The first address is the default. */
  async save(auth: AuthenticatedUser, body: SaveAddressBody): Promise<SaveAddressResponse> {
    const at = this.deps.clock().toISOString();
    const values: AddressValues = {
      userId: auth.userId,
      businessId: auth.businessId,
      title: body.title,
      type: body.type,
      formType: body.form_type,
      contactName: body.contact_name || null,
      contactPhone: body.contact_phone || null,
      fields: filledFields(body.fields),
      areaId: body.area_id ?? null,
      lat: body.lat ?? null,
      lng: body.lng ?? null,
    };
    let id = body.id;
    if (id !== undefined) {
      const updated = await this.deps.addresses.update(id, values, { makeDefault: body.is_default, at });
      if (!updated) throw notFound('Address');
    } else {
      const count = await this.deps.addresses.count(auth.userId, auth.businessId);
      if (count >= maxSavedAddresses) {
        throw new AppError(409, 'too_many_addresses', `Keep at most ${maxSavedAddresses} addresses; delete one first`);
      }
      id = await this.deps.addresses.insert(values, { makeDefault: body.is_default || count === 0, at });
    }
    const saved = await this.deps.addresses.find(auth.userId, id);
    if (!saved) throw notFound('Address');
    return { address: savedAddressWire(saved) };
  }

  /** Makes one of the customer's addresses the default; another customer's id is a 404. */
  async makeDefault(auth: AuthenticatedUser, id: number): Promise<SavedAddressesResponse> {
    const record = await this.deps.addresses.setDefault(auth.userId, id);
    if (!record) throw notFound('Address');
    return this.list(auth);
  }

  /** Deletes one of the customer's addresses; the newest remaining one becomes the default if needed. */
  async remove(auth: AuthenticatedUser, id: number): Promise<SavedAddressesResponse> {
    const record = await this.deps.addresses.delete(auth.userId, id);
    if (!record) throw notFound('Address');
    return this.list(auth);
  }
}
