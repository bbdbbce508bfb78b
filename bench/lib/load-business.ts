import fs from 'node:fs';
import path from 'node:path';
import { createBusinessFile } from '../../apps/server/src/testing/business-factory.ts';
import type { BenchDatabase } from './server-process.ts';
import { runServerCli } from './server-process.ts';
import { repoRoot } from './server.ts';

/** What a load generator needs to place valid orders at one business. */
export interface OrderPlan {
  /** `demo` (data/demo/business.json) or `generated` (imported by the CLI because no demo file exists). */
  source: 'demo' | 'generated';
  referenceId: string;
  branchId: number;
  sellingType: string;
  lines: { item_id: number; price_label_id: number; quantity: number }[];
}

const always = Array.from({ length: 7 }, () => ({
  closed: false,
  shifts: [{ time_from: 24 as const, time_to: '00:00' }],
}));

/** Reference and branch ids of the generated business, apart from the demo's. */
const generatedReference = 'loadtest';
const generatedBranch = 901;

/** A business open around the clock for pickup, with a wallet, so a run works at any hour. */
function generatedBusiness() {
  const base = createBusinessFile({
    business: {
      reference_id: generatedReference,
      domains: [],
      business_name: { en: 'Load Test Bistro' },
      currency: 'KWD',
      country_iso: 'KW',
      locales: ['en', 'ar'],
      fees: 0.25,
      enable_wallet: true,
      // Online payment through the server's sandbox gateway (the crash check's payment phase).
      payment_methods: [1, 2],
      online_payment: { gateway: 'sandbox', methods: ['knet', 'card'] },
    } as ReturnType<typeof createBusinessFile>['business'],
  });
  return {
    ...base,
    branches: base.branches.map((branch) => ({
      ...branch,
      id: branch.id + generatedBranch - 1,
      selling_types: ['car_pickup', 'delivery'],
      shifts: { car_pickup: always, delivery: always },
    })),
  };
}

const generatedPlan: OrderPlan = {
  source: 'generated',
  referenceId: generatedReference,
  branchId: generatedBranch,
  sellingType: 'pickup',
  lines: [
    { item_id: 100, price_label_id: 1000, quantity: 2 },
    { item_id: 101, price_label_id: 1011, quantity: 1 },
  ],
};

const demoFile = path.join(repoRoot, 'data/demo/business.json');

interface DemoFile {
  business: { reference_id: string; enable_wallet?: boolean };
  branches: { id: number; selling_types: string[] }[];
  items: { id: number; types?: Record<string, boolean>; price_labels: { id: number }[] }[];
}

/**
 * Imports, through the import CLI, the demo business (when data/demo/business.json exists) and a
 * generated one open around the clock, before the server starts; `choosePlan` then picks between them.
 */
export function prepareBusiness(database: BenchDatabase): { env: Record<string, string> } {
  const env = { DATABASE_URL: database.url, MEDIA_DIR: path.join(database.dir, 'media') };
  if (fs.existsSync(demoFile)) runServerCli('import-business', [demoFile], env);
  const file = path.join(database.dir, 'generated-business.json');
  fs.writeFileSync(file, JSON.stringify(generatedBusiness()));
  runServerCli('import-business', [file], env);
  return { env: { DEMO_FILE: file } };
}

async function placeProbe(base: string, plan: OrderPlan): Promise<boolean> {
  const response = await fetch(`${base}/api/webapp/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `probe-${Math.random().toString(36).slice(2)}` },
    body: JSON.stringify(orderBody(plan, { useWallet: false, phone: '50000001' })),
  });
  return response.status === 201;
}

/**
 * The demo business when its pickup is open now and two of its items order cleanly (probed with real
 * orders), else the generated business. Scheduling a later slot at the demo is not attempted.
 */
export async function choosePlan(base: string): Promise<{ plan: OrderPlan; why: string }> {
  if (!fs.existsSync(demoFile)) return { plan: generatedPlan, why: 'data/demo/business.json does not exist' };
  const file = JSON.parse(fs.readFileSync(demoFile, 'utf8')) as DemoFile;
  if (!file.business.enable_wallet) return { plan: generatedPlan, why: 'the demo business has no wallet' };
  const reference = file.business.reference_id;
  for (const branch of file.branches.filter((b) => b.selling_types.includes('car_pickup'))) {
    const shifts = (await (await fetch(`${base}/api/webapp/v5/shifts/${reference}?branch_id=${branch.id}`)).json()) as {
      today?: { car_pickup?: { status: string } };
    };
    if (shifts.today?.car_pickup?.status !== 'open') continue;
    const lines: OrderPlan['lines'] = [];
    for (const item of file.items.filter((i) => i.types?.car_pickup && i.price_labels.length > 0).slice(0, 30)) {
      const line = { item_id: item.id, price_label_id: item.price_labels[0]!.id, quantity: 1 };
      const probe: OrderPlan = {
        source: 'demo',
        referenceId: reference,
        branchId: branch.id,
        sellingType: 'pickup',
        lines: [line],
      };
      if (await placeProbe(base, probe)) lines.push(line);
      if (lines.length === 2)
        return { plan: { ...probe, lines }, why: `demo pickup at branch ${branch.id} is open now` };
    }
  }
  return { plan: generatedPlan, why: 'pickup at the demo business is closed now (or no simple item orders)' };
}

/** An order body of the plan. */
export function orderBody(plan: OrderPlan, options: { useWallet: boolean; phone: string }) {
  return {
    branch_id: plan.branchId,
    selling_types: plan.sellingType,
    order_lines: plan.lines.map((line) => ({ ...line, modifiers: [] })),
    name: 'Load Tester',
    phone: options.phone,
    dial_code: '+965',
    payment_type: 2,
    use_wallet: options.useWallet,
  };
}

/** A calc-order body of the plan. */
export function calcBody(plan: OrderPlan) {
  return {
    branch_id: plan.branchId,
    selling_type: plan.sellingType,
    lines: plan.lines.map(({ quantity, ...line }) => ({ ...line, count: quantity, modifiers: [] })),
  };
}

/** A customer with a session. */
export interface Customer {
  id: number;
  token: string;
  phone: string;
  ip: string;
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

/** Logs a customer in through send-otp, the dev outbox and verify-otp. */
export async function loginCustomer(base: string, businessId: number, index: number): Promise<Customer> {
  const phone = `+9655${String(1_000_000 + index).padStart(7, '0')}`;
  const ip = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const headers = { 'x-forwarded-for': ip };
  await postJson(`${base}/api/send-otp`, { phone, business_id: businessId }, headers);
  const outbox = (await (await fetch(`${base}/api/dev/outbox?phone=${encodeURIComponent(phone)}`)).json()) as {
    messages: { text: string }[];
  };
  const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code for ${phone}`);
  const session = (await postJson(`${base}/api/verify-otp`, { phone, business_id: businessId, code }, headers)) as {
    token: string;
    user: { id: number };
  };
  return { id: session.user.id, token: session.token, phone, ip };
}

/** Credits a customer's wallet through the staff call; returns the amount in minor units (KWD fils). */
export async function creditWallet(base: string, staffToken: string, customer: Customer, amount: number) {
  await postJson(
    `${base}/api/staff/wallet/credit`,
    { user_id: customer.id, amount, reason: 'Load test top-up' },
    { authorization: `Bearer ${staffToken}` },
  );
  return Math.round(amount * 1000);
}

/** The numeric id of a business, from the restaurant call. */
export async function businessIdOf(base: string, referenceId: string): Promise<number> {
  const body = (await (await fetch(`${base}/api/webapp/v5/restaurant/${referenceId}`)).json()) as {
    restaurant?: { id: number };
    id?: number;
  };
  const id = body.restaurant?.id ?? body.id;
  if (typeof id !== 'number') throw new Error(`no business id in the restaurant answer of ${referenceId}`);
  return id;
}
