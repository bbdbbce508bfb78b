import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { GatewayReading } from '@okmenu/domain';
import type { Database } from '../../db/schema.ts';
import type { SandboxChargesTable } from '../../db/tables/payment-tables.ts';
import { headerOf, pick, sameSignature } from './gateway-http.ts';
import type {
  ChargeReading,
  ChargeRequest,
  CreatedCharge,
  IncomingWebhook,
  PaymentGateway,
  RefundRequest,
  RefundResult,
} from './payment-gateway.ts';
import { GatewayError } from './payment-gateway.ts';

/** What a tester does on the sandbox's hosted page. */
export type SandboxDecision = 'approve' | 'decline' | 'abandon';

const statusAfter: Record<SandboxDecision, string> = { approve: 'CAPTURED', decline: 'DECLINED', abandon: 'CANCELLED' };
const readingStatus: Record<string, GatewayReading['status']> = {
  CAPTURED: 'captured',
  DECLINED: 'declined',
  CANCELLED: 'cancelled',
  REFUNDED: 'refunded',
};

/** Where the sandbox's hosted page lives (served by routes/sandbox-gateway.ts). */
export const sandboxPagePath = (chargeId: string) => `/api/sandbox-gateway/pay/${encodeURIComponent(chargeId)}`;

/**
 * A gateway built into the server for development and the demo (never under NODE_ENV=production): charges
 * are stored in its own table, a tester approves, declines or abandons them on a hosted page, and the
 * sandbox then posts a signed webhook (`x-sandbox-signature`, HMAC-SHA256 of the body with a secret kept
 * in app_secrets) and sends the browser back, like a real gateway.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      secret: () => Promise<string>;
      clock: () => Date;
      /** Posts a webhook (in-process for relative URLs). */
      deliver: (url: string, body: unknown, headers: Record<string, string>) => Promise<void>;
    },
  ) {}

  /** Creates a charge once per reference (a repeated reference answers the same charge). */
  async createCharge(request: ChargeRequest): Promise<CreatedCharge> {
    const id = `sbx_${randomBytes(12).toString('hex')}`;
    await this.deps.db
      .insertInto('sandbox_charges')
      .values({
        id,
        reference: request.reference,
        amount: request.amount,
        currency: request.currency,
        method: request.method,
        status: 'INITIATED',
        return_url: request.returnUrl,
        webhook_url: request.webhookUrl,
        created_at: this.deps.clock().toISOString(),
      })
      .onConflict((oc) => oc.column('reference').doNothing())
      .execute();
    const row = await this.deps.db
      .selectFrom('sandbox_charges')
      .select('id')
      .where('reference', '=', request.reference)
      .executeTakeFirstOrThrow();
    return { chargeId: row.id, redirectUrl: sandboxPagePath(row.id) };
  }

  /** The charge as stored. */
  async charge(chargeId: string): Promise<Selectable<SandboxChargesTable> | undefined> {
    return this.deps.db.selectFrom('sandbox_charges').selectAll().where('id', '=', chargeId).executeTakeFirst();
  }

  async readCharge(chargeId: string): Promise<ChargeReading> {
    const row = await this.charge(chargeId);
    if (!row) throw new GatewayError('sandbox', 'No such sandbox charge', false, 404);
    return {
      chargeId,
      status: readingStatus[row.status] ?? 'pending',
      amount: row.amount,
      currency: row.currency,
    };
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const result = await this.deps.db
      .updateTable('sandbox_charges')
      .set({ status: 'REFUNDED', refunded: request.amount })
      .where('id', '=', request.chargeId)
      .where('status', '=', 'CAPTURED')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return { refundId: null, status: 'failed' };
    return { refundId: `sbx_re_${request.chargeId.slice(4)}`, status: 'succeeded' };
  }

  async verifyWebhook(webhook: IncomingWebhook): Promise<string | null> {
    const signature = headerOf(webhook.headers, 'x-sandbox-signature');
    const id = pick(webhook.body, 'id');
    if (!signature || typeof id !== 'string') return null;
    return sameSignature(await this.sign(webhook.body), signature) ? id : null;
  }

  /** The sandbox's webhook signature of a body (HMAC-SHA256 hex of its JSON with the sandbox secret). */
  async sign(body: unknown): Promise<string> {
    return createHmac('sha256', await this.deps.secret())
      .update(JSON.stringify(body))
      .digest('hex');
  }

  /**
   * The tester's decision: moves an initiated charge once, posts the signed webhook and answers where to
   * send the browser. A second decision on the same charge changes nothing (and sends nothing).
   */
  async decide(chargeId: string, decision: SandboxDecision): Promise<string | null> {
    const moved = await this.deps.db
      .updateTable('sandbox_charges')
      .set({ status: statusAfter[decision] })
      .where('id', '=', chargeId)
      .where('status', '=', 'INITIATED')
      .executeTakeFirst();
    const row = await this.charge(chargeId);
    if (!row) return null;
    if (Number(moved.numUpdatedRows) === 1) {
      const body = {
        id: row.id,
        status: row.status,
        amount: row.amount,
        currency: row.currency,
        reference: row.reference,
      };
      const signature = await this.sign(body);
      // A webhook that fails is what the reconciliation task is for; the browser still goes back.
      await this.deps.deliver(row.webhook_url, body, { 'x-sandbox-signature': signature }).catch(() => undefined);
    }
    return `${row.return_url}${row.return_url.includes('?') ? '&' : '?'}charge_id=${encodeURIComponent(row.id)}`;
  }
}
