import { openDatabase } from '../../apps/server/src/db/database.ts';
import type { Attempt } from './order-load.ts';

/** What the database says after a crash, and every rule it breaks. */
export interface Verdict {
  answered: number;
  ordersInDatabase: number;
  walletOrders: number;
  problems: string[];
}

/**
 * Checks the database against what clients were told: every 2xx order exists with all its lines and
 * its key; no Idempotency-Key has two orders; every wallet balance is the sum of its ledger (credits
 * minus debits plus refunds), never negative; every wallet-paid order has exactly its one debit.
 */
export async function verifyDatabase(
  databaseUrl: string,
  attempts: Attempt[],
  credited: Map<number, number>,
): Promise<Verdict> {
  const { db, close } = openDatabase(databaseUrl);
  const problems: string[] = [];
  try {
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'idempotency_key', 'wallet_amount', 'user_id'])
      .execute();
    const lines = await db.selectFrom('order_lines').select(['order_id', 'line_no', 'item_id', 'quantity']).execute();
    const ledger = await db
      .selectFrom('wallet_transactions')
      .select(['user_id', 'amount', 'kind', 'order_id'])
      .execute();
    const users = await db.selectFrom('users').select(['id', 'wallet_balance']).execute();

    const byId = new Map(orders.map((order) => [Number(order.id), order]));
    const linesOf = new Map<number, typeof lines>();
    for (const line of lines) linesOf.set(Number(line.order_id), [...(linesOf.get(Number(line.order_id)) ?? []), line]);

    const answered = attempts.filter((a) => a.status !== undefined && a.status >= 200 && a.status < 300);
    for (const attempt of answered) {
      const id = attempt.order?.id;
      const row = id === undefined ? undefined : byId.get(id);
      if (!row) {
        problems.push(`order ${id} (key ${attempt.key}) was answered ${attempt.status} but is not in the database`);
        continue;
      }
      if (row.idempotency_key !== attempt.key)
        problems.push(`order ${id} has key ${row.idempotency_key}, not ${attempt.key}`);
      const stored = (linesOf.get(Number(id)) ?? []).sort((a, b) => a.line_no - b.line_no);
      const sent = attempt.body.order_lines;
      const same =
        stored.length === sent.length &&
        stored.every((line, i) => line.item_id === sent[i]?.item_id && line.quantity === sent[i]?.quantity);
      if (!same) problems.push(`order ${id} has ${stored.length} of its ${sent.length} lines, or other lines`);
    }

    const keys = new Map<string, number>();
    for (const order of orders) keys.set(order.idempotency_key, (keys.get(order.idempotency_key) ?? 0) + 1);
    for (const [key, count] of keys) if (count > 1) problems.push(`key ${key} has ${count} orders`);

    const sums = new Map<number, number>();
    const credits = new Map<number, number>();
    const debits = new Map<number, number[]>();
    for (const entry of ledger) {
      const user = Number(entry.user_id);
      sums.set(user, (sums.get(user) ?? 0) + Number(entry.amount));
      if (entry.kind === 'credit') credits.set(user, (credits.get(user) ?? 0) + Number(entry.amount));
      if (entry.kind === 'order_debit') {
        const order = Number(entry.order_id);
        debits.set(order, [...(debits.get(order) ?? []), Number(entry.amount)]);
        if (!byId.has(order)) problems.push(`a wallet debit names order ${order}, which does not exist`);
      }
    }
    for (const user of users) {
      const balance = Number(user.wallet_balance);
      const sum = sums.get(Number(user.id)) ?? 0;
      if (balance !== sum) problems.push(`user ${user.id}: balance ${balance} but the ledger sums to ${sum}`);
      if (balance < 0) problems.push(`user ${user.id}: negative balance ${balance}`);
    }
    for (const [user, amount] of credited) {
      if ((credits.get(user) ?? 0) !== amount) {
        problems.push(`user ${user}: credited ${amount} through the staff call, ledger says ${credits.get(user) ?? 0}`);
      }
    }
    let walletOrders = 0;
    for (const order of orders) {
      const taken = debits.get(Number(order.id)) ?? [];
      if (Number(order.wallet_amount) > 0) {
        walletOrders += 1;
        if (taken.length !== 1 || taken[0] !== -Number(order.wallet_amount)) {
          problems.push(
            `order ${order.id} took ${order.wallet_amount} from the wallet; debits: ${taken.join(', ') || 'none'}`,
          );
        }
      } else if (taken.length > 0) problems.push(`order ${order.id} paid nothing by wallet yet has debits`);
    }
    return { answered: answered.length, ordersInDatabase: orders.length, walletOrders, problems };
  } finally {
    await close();
  }
}
