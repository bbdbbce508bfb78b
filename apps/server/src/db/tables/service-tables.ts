import type { Generated } from 'kysely';
import type { Json } from './json.ts';

/* Running a service and hearing from guests: sold-out marks, busy mode and feedback. */

/** A sold-out mark of a branch: `target` is `item:<id>`, `label:<item>:<label>` or `modifier:<id>`. */
export interface SoldOutMarksTable {
  id: Generated<number>;
  business_id: number;
  branch_id: number;
  target: string;
  /** When the mark lapses; null until staff make it available again. */
  until: string | null;
  actor: string;
  created_at: string;
}

/** Busy mode of a branch and selling type: a pause and extra preparation minutes, each with its end. */
export interface BusySettingsTable {
  business_id: number;
  branch_id: number;
  selling_type: string;
  paused: number;
  paused_until: string | null;
  extra_minutes: number;
  extra_until: string | null;
  actor: string;
  updated_at: string;
}

/** Guest feedback: questionnaire answers, or an order's quick rating (`rated_order_id` set, unique). */
export interface FeedbackTable {
  id: Generated<number>;
  business_id: number;
  branch_id: number | null;
  kind: 'questionnaire' | 'order_rating';
  order_id: number | null;
  rated_order_id: number | null;
  user_id: number | null;
  device_id: string | null;
  /** JSON object of answers keyed by question id (`{}` for an order rating). */
  answers: Json;
  stars: number | null;
  comment: string | null;
  created_at: string;
}
