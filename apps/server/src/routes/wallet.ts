import { walletCreditBody } from '@okmenu/contract';
import type { FastifyInstance } from 'fastify';
import { validate } from '../http/validate.ts';
import type { StaffAuth } from '../services/staff/staff-auth.ts';
import type { WalletService } from '../services/wallet/wallet-service.ts';

/** POST staff/wallet/credit: the venue's owner credits a customer's wallet (a staff token with the owner role). */
export function walletRoutes(app: FastifyInstance, deps: { wallet: WalletService; staff: StaffAuth }): void {
  app.post('/staff/wallet/credit', async (request, reply) => {
    const staff = await deps.staff.authenticateOwner(request.headers.authorization);
    const body = validate(walletCreditBody, request.body, 'body');
    reply.header('cache-control', 'no-store');
    return deps.wallet.staffCredit(staff, body);
  });
}
