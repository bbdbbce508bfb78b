import type { BusinessFileInput, PaymentWire, PlaceOrderResponse } from '@okmenu/contract';
import { createWalletBusinessFile } from './account-helpers.ts';
import { createOrderBody } from './order-factory.ts';
import type { TestClock } from './account-helpers.ts';
import { importBusiness } from './account-helpers.ts';
import type { TestRuntime } from './test-runtime.ts';
import { createTestRuntime } from './test-runtime.ts';

/** The wallet test business taking KNET and cards online through a gateway (the sandbox by default). */
export function createOnlineBusinessFile(gateway: 'sandbox' | 'tap' | 'myfatoorah' = 'sandbox'): BusinessFileInput {
  return createWalletBusinessFile({
    payment_methods: [1, 2],
    online_payment: { gateway, methods: ['knet', 'card', 'benefit'] },
  } as Partial<BusinessFileInput['business']>);
}

type GatewaySettings =
  | { tap: { baseUrl: string; secretKey: string } }
  | {
      myfatoorah: { baseUrl: string; apiKey: string; webhookSecret: string };
    };

/**
 * A SQLite runtime paying through a real gateway adapter (pointed at a recorded local server), with the online
 * test business imported for that gateway.
 */
export async function createGatewayRuntime(clock: TestClock, gateway: GatewaySettings): Promise<TestRuntime> {
  const runtime = await createTestRuntime('sqlite', {
    clock: clock.now,
    payments: {
      expiryMinutes: 20,
      reconcileSeconds: 60,
      publicUrl: 'https://order.testbistro.com',
      sandbox: false,
      ...gateway,
    },
  });
  await importBusiness(runtime, createOnlineBusinessFile('tap' in gateway ? 'tap' : 'myfatoorah'));
  return runtime;
}

/** Places an online (KNET) order with a checkout key, as a guest or with a customer token. */
export function placeOnline(runtime: TestRuntime, key: string, options: { token?: string; useWallet?: boolean } = {}) {
  return runtime.app.inject({
    method: 'POST',
    url: '/api/webapp/order',
    payload: createOrderBody({
      payment_type: 1,
      online_method: 'knet',
      use_wallet: options.useWallet ?? false,
    }) as object,
    headers: { 'idempotency-key': key, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
  });
}

/** The sandbox charge id of a payment's hosted page URL. */
export function sandboxChargeOf(payment: PaymentWire | null | undefined): string {
  const id = /\/pay\/(sbx_[a-f0-9]+)$/.exec(payment?.redirect_url ?? '')?.[1];
  if (!id) throw new Error(`no sandbox page in ${payment?.redirect_url}`);
  return id;
}

/** What a tester does on the sandbox page (the form's POST). */
export function decide(runtime: TestRuntime, chargeId: string, decision: 'approve' | 'decline' | 'abandon') {
  return runtime.app.inject({
    method: 'POST',
    url: `/api/sandbox-gateway/pay/${chargeId}/${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

/** GET webapp/transaction/{a}/{b} of a placed order. */
export async function transactionOf(runtime: TestRuntime, placed: PlaceOrderResponse): Promise<PaymentWire> {
  const response = await runtime.app.inject({
    method: 'GET',
    url: `/api/webapp/transaction/${placed.access.id}/${placed.access.secret}`,
  });
  if (response.statusCode !== 200) throw new Error(`transaction answered ${response.statusCode}: ${response.body}`);
  return response.json<{ payment: PaymentWire }>().payment;
}
