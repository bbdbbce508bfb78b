import type { BusinessRepository } from '../db/business-repository.ts';
import type { StaffRepository } from '../db/staff-repository.ts';
import { AppError, notFound } from './errors.ts';
import { hashSecret, newSecret } from './secrets.ts';

/** Staff members of a venue sign in with tokens made by the operator (`npm run staff-token`). */
export class StaffAuth {
  constructor(private readonly deps: { staff: StaffRepository; businesses: BusinessRepository }) {}

  /** Makes a token for a business; only its hash is kept, so it is shown once. */
  async createToken(referenceId: string, label: string, now: Date): Promise<string> {
    const business = await this.deps.businesses.findByReference(referenceId);
    if (!business) throw notFound(`Business "${referenceId}"`);
    const token = `stf_${newSecret()}`;
    await this.deps.staff.addToken({
      tokenHash: hashSecret(token),
      businessId: business.id,
      label,
      at: now.toISOString(),
    });
    return token;
  }

  /** The business a bearer token lets its holder work for; 401 otherwise. */
  async authenticate(authorization: string | undefined): Promise<{ businessId: number; label: string }> {
    const token = /^Bearer (stf_[A-Za-z0-9_-]{20,100})$/.exec(authorization ?? '')?.[1];
    const found = token ? await this.deps.staff.businessOfToken(hashSecret(token)) : undefined;
    if (!found) throw new AppError(401, 'unauthorized', 'A valid staff token is required');
    return found;
  }
}
