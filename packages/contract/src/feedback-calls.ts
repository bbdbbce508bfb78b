import type { QuestionType, QuestionSummary } from '@okmenu/domain';
import { z } from 'zod';

/**
 * Guest feedback calls: the questionnaire answers of SPEC §7 `POST users/rate`, the quick rating of a
 * delivered order, and the staff board's list and averages.
 */

const id = z.number().int().positive().max(2_147_483_647);

/** A question in the asked language, as the feedback page renders it. */
export interface QuestionWire {
  id: number;
  type: QuestionType;
  required: boolean;
  title: string;
  help: string | null;
  /** slider and rate; smile is always 1-5 (very unhappy to very happy). */
  min: number | null;
  max: number | null;
  step: number | null;
  min_label: string | null;
  max_label: string | null;
  /** choices only */
  multiple: boolean;
  options: { id: number; label: string }[];
  /** text only */
  max_length: number | null;
}

/** GET webapp/questionnaire/{businessId}: null when the business asks for no feedback. */
export interface QuestionnaireResponse {
  questionnaire: { title: string; questions: QuestionWire[] } | null;
}

/** One answer as sent: text or a phone number, a number (slider, smile, rate), or option ids (choices). */
export const answerValueSchema = z.union([
  z.string().max(5000),
  z.number().finite(),
  z.array(z.number().int()).max(30),
  z.null(),
]);

/** POST users/rate: answers keyed by question id; the server checks them against the business's questionnaire. */
export const rateBody = z
  .object({
    business_id: id,
    branch_id: id.optional(),
    answers: z
      .record(z.string().regex(/^\d{1,10}$/, 'Answers are keyed by question id'), answerValueSchema)
      .refine((answers) => Object.keys(answers).length <= 50, { message: 'At most 50 answers' }),
  })
  .strict();
export type RateBody = z.infer<typeof rateBody>;

/** POST users/rate answer. */
export interface RateResponse {
  feedback: { id: number; created_at: string };
}

/** POST webapp/order/{a}/{b}/rating: stars 1-5 and an optional comment, once per delivered order. */
export const orderRatingBody = z
  .object({
    stars: z.number().int().min(1).max(5),
    comment: z.string().trim().max(1000).optional(),
  })
  .strict();
export type OrderRatingBody = z.infer<typeof orderRatingBody>;

export interface OrderRatingWire {
  order_id: number;
  stars: number;
  comment: string | null;
  created_at: string;
}

/** GET webapp/order/{a}/{b}/rating: the order's rating, and whether the guest may still give one. */
export interface OrderRatingResponse {
  rating: OrderRatingWire | null;
  can_rate: boolean;
}

/** Staff: GET staff/feedback?before={id}&limit={n} (newest first). */
export const staffFeedbackQuery = z.object({
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

/** One answer on the staff board, with the question's title in the board's language. */
export interface StaffAnswerWire {
  question_id: number;
  type: QuestionType | 'unknown';
  title: string;
  value: string | number | number[];
  /** The value as a person reads it (option labels for choices). */
  display: string;
}

export interface StaffFeedbackWire {
  id: number;
  kind: 'questionnaire' | 'order_rating';
  branch_id: number | null;
  order_id: number | null;
  stars: number | null;
  comment: string | null;
  answers: StaffAnswerWire[];
  created_at: string;
}

export interface StaffFeedbackResponse {
  feedback: StaffFeedbackWire[];
  /** Pass as `before` for the next page; null on the last page. */
  next_before: number | null;
}

/** Staff: GET staff/feedback/averages?weeks={n} */
export const staffFeedbackAveragesQuery = z.object({
  weeks: z.coerce.number().int().min(1).max(52).default(8),
});

export type QuestionSummaryWire = QuestionSummary & {
  type: QuestionType;
  title: string;
  /** A choices question's option labels by id, in the reader's language; null for other types. */
  option_labels: Record<string, string> | null;
};

export interface RatingSummaryWire {
  count: number;
  average: number | null;
}

export interface StaffFeedbackAveragesResponse {
  /** Weeks start on Monday in this zone (the first branch's). */
  time_zone: string;
  from: string;
  questions: QuestionSummaryWire[];
  order_ratings: RatingSummaryWire;
  weeks: { week: string; count: number; questions: QuestionSummaryWire[]; order_ratings: RatingSummaryWire }[];
}
