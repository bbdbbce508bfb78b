import type { Kysely, Selectable } from 'kysely';
import type { Database } from './schema.ts';
import type { FeedbackTable } from './tables/service-tables.ts';

/** A stored feedback row with its answers parsed. */
export interface FeedbackRecord {
  id: number;
  businessId: number;
  branchId: number | null;
  kind: 'questionnaire' | 'order_rating';
  orderId: number | null;
  answers: Record<string, string | number | number[]>;
  stars: number | null;
  comment: string | null;
  createdAt: string;
}

function toRecord(row: Selectable<FeedbackTable>): FeedbackRecord {
  return {
    id: Number(row.id),
    businessId: row.business_id,
    branchId: row.branch_id,
    kind: row.kind,
    orderId: row.order_id,
    answers: JSON.parse(row.answers) as FeedbackRecord['answers'],
    stars: row.stars,
    comment: row.comment,
    createdAt: row.created_at,
  };
}

/** Guest feedback: questionnaire answers and orders' quick ratings. */
export class FeedbackRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores one questionnaire answer set; returns its id. */
  async addAnswers(entry: {
    businessId: number;
    branchId: number | null;
    userId: number | null;
    deviceId: string | null;
    answers: Record<string, string | number | number[]>;
    at: string;
  }): Promise<number> {
    const row = await this.db
      .insertInto('feedback')
      .values({
        business_id: entry.businessId,
        branch_id: entry.branchId,
        kind: 'questionnaire',
        order_id: null,
        rated_order_id: null,
        user_id: entry.userId,
        device_id: entry.deviceId,
        answers: JSON.stringify(entry.answers),
        stars: null,
        comment: null,
        created_at: entry.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** Stores an order's rating unless it already has one; false when it had. */
  async addOrderRating(entry: {
    businessId: number;
    branchId: number;
    orderId: number;
    userId: number | null;
    stars: number;
    comment: string | null;
    at: string;
  }): Promise<boolean> {
    const result = await this.db
      .insertInto('feedback')
      .values({
        business_id: entry.businessId,
        branch_id: entry.branchId,
        kind: 'order_rating',
        order_id: entry.orderId,
        rated_order_id: entry.orderId,
        user_id: entry.userId,
        device_id: null,
        answers: '{}',
        stars: entry.stars,
        comment: entry.comment,
        created_at: entry.at,
      })
      .onConflict((conflict) => conflict.column('rated_order_id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** An order's rating, if it has one. */
  async orderRating(orderId: number): Promise<FeedbackRecord | undefined> {
    const row = await this.db
      .selectFrom('feedback')
      .selectAll()
      .where('rated_order_id', '=', orderId)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  /** A business's feedback, newest first, before an id when paging. */
  async list(options: { businessId: number; before?: number; limit: number }): Promise<FeedbackRecord[]> {
    let query = this.db
      .selectFrom('feedback')
      .selectAll()
      .where('business_id', '=', options.businessId)
      .orderBy('id', 'desc')
      .limit(options.limit);
    if (options.before !== undefined) query = query.where('id', '<', options.before);
    return (await query.execute()).map(toRecord);
  }

  /** A business's feedback sent at or after a moment (ISO text compares in time order). */
  async since(options: { businessId: number; from: string; limit: number }): Promise<FeedbackRecord[]> {
    const rows = await this.db
      .selectFrom('feedback')
      .selectAll()
      .where('business_id', '=', options.businessId)
      .where('created_at', '>=', options.from)
      .orderBy('id', 'desc')
      .limit(options.limit)
      .execute();
    return rows.map(toRecord);
  }
}
