import type { BusinessRepository } from '../../db/business-repository.ts';
import { staffToken } from '@okmenu/contract';
import type { StaffMember, StaffRepository, StaffRole } from '../../db/staff-repository.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { hashSecret, newSecret } from '../shared/secrets.ts';

/** Staff members of a venue sign in with tokens made by the operator (`npm run staff-token`). */
export class StaffAuth {
  constructor(private readonly deps: { staff: StaffRepository; businesses: BusinessRepository }) {}

  /** Makes a token for a business; only its hash is kept, so it is shown once. */
  async createToken(request: { referenceId: string; label: string; now: Date; role?: StaffRole }): Promise<string> {
    const { referenceId, label, now, role = 'staff' } = request;
    const business = await this.deps.businesses.findByReference(referenceId);
    if (!business) throw notFound(`Business "${referenceId}"`);
    const token = `stf_${newSecret()}`;
    await this.deps.staff.addToken({
      tokenHash: hashSecret(token),
      businessId: business.id,
      label,
      role,
      at: now.toISOString(),
    });
    return token;
  }

  /** The business a bearer token lets its holder work for; 401 otherwise. */
  async authenticate(authorization: string | undefined): Promise<StaffMember> {
    const bearer = /^Bearer (.*)$/.exec(authorization ?? '')?.[1];
    const token = staffToken.safeParse(bearer).data;
    const found = token ? await this.deps.staff.businessOfToken(hashSecret(token)) : undefined;
    if (!found) throw new AppError(401, 'unauthorized', 'A valid staff token is required');
    return found;
  }

  /** The staff member behind a token, who must have the owner role; 403 for other staff. */
  async authenticateOwner(authorization: string | undefined): Promise<StaffMember> {
    const member = await this.authenticate(authorization);
    if (member.role !== 'owner') throw new AppError(403, 'owner_only', 'Only the venue owner may change this');
    return member;
  }
}
