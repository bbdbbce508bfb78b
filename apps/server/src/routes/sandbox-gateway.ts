import { sandboxDecisionParams, sandboxParams } from '@okmenu/contract';
import { currencyOf, toMajor } from '@okmenu/domain';
import type { FastifyInstance } from 'fastify';
import type { SandboxGateway } from '../adapters/payments/sandbox-gateway.ts';
import { validate } from '../http/validate.ts';
import { notFound } from '../services/shared/errors.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The sandbox gateway's hosted page: a tester approves, declines or abandons a charge (development only). */
export async function sandboxGatewayRoutes(app: FastifyInstance, sandbox: SandboxGateway): Promise<void> {
  // The hosted page's buttons are plain HTML forms (no script under the CSP); their empty bodies are accepted here only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );
  app.get('/sandbox-gateway/pay/:chargeId', async (request, reply) => {
    const { chargeId } = validate(sandboxParams, request.params, 'params');
    const charge = await sandbox.charge(chargeId);
    if (!charge) throw notFound('Sandbox charge');
    const action = (decision: string, label: string) =>
      `<form method="post" action="/api/sandbox-gateway/pay/${escape(charge.id)}/${decision}"><button type="submit">${label}</button></form>`;
    const open = charge.status === 'INITIATED';
    const currency = currencyOf(charge.currency);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox payment</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
button{display:block;width:100%;margin:.5rem 0;padding:.8rem;font-size:1rem;border-radius:.5rem;border:1px solid #888;cursor:pointer}
.note{color:#a33}</style></head><body>
<h1>Sandbox payment</h1><p class="note">Development gateway: no money moves.</p>
<p>Amount: <strong>${escape(toMajor(charge.amount, currency).toFixed(currency.decimalDigits))} ${escape(charge.currency)}</strong>
 · Method: ${escape(charge.method)} · Status: ${escape(charge.status)}</p>
${open ? `${action('approve', 'Approve payment')}${action('decline', 'Decline payment')}${action('abandon', 'Abandon (go back)')}` : '<p>This payment is already decided.</p>'}
</body></html>`;
  });

  app.post('/sandbox-gateway/pay/:chargeId/:decision', async (request, reply) => {
    const { chargeId, decision } = validate(sandboxDecisionParams, request.params, 'params');
    const back = await sandbox.decide(chargeId, decision);
    if (!back) throw notFound('Sandbox charge');
    return reply.code(303).header('location', back).send();
  });
}
