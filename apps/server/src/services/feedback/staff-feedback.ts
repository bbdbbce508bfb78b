import type {
  QuestionFile,
  QuestionSummaryWire,
  RatingSummaryWire,
  StaffAnswerWire,
  StaffFeedbackAveragesResponse,
  StaffFeedbackResponse,
} from '@okmenu/contract';
import { pickText } from '@okmenu/contract';
import type { QuestionSummary } from '@okmenu/domain';
import { summarizeQuestions, summarizeWeeks, weekStartOf, addDaysToDate } from '@okmenu/domain';
import type { BusinessRepository } from '../../db/business-repository.ts';
import type { FeedbackRecord, FeedbackRepository } from '../../db/feedback-repository.ts';
import { notFound } from '../shared/errors.ts';
import { questionRule, questionsOf } from './questionnaire-rules.ts';

/** The most answer sets the averages read (newest first). */
const averagesRowLimit = 20_000;

/** Feedback on the staff board: the list with the order each belongs to, and averages per question and week. */
export class StaffFeedbackService {
  constructor(private readonly deps: { businesses: BusinessRepository; feedback: FeedbackRepository }) {}

  /** A page of the business's feedback, newest first, with question titles in the asked language. */
  async list(options: {
    businessId: number;
    before?: number;
    limit: number;
    locale: string | undefined;
  }): Promise<StaffFeedbackResponse> {
    const { questions, texts } = await this.questionsOf(options.businessId, options.locale);
    const rows = await this.deps.feedback.list(options);
    const byId = new Map(questions.map((q) => [String(q.id), q]));
    return {
      feedback: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        branch_id: row.branchId,
        order_id: row.orderId,
        stars: row.stars,
        comment: row.comment,
        answers: Object.entries(row.answers).map(([key, value]) =>
          answerWire({ question: byId.get(key), key, value, texts }),
        ),
        created_at: row.createdAt,
      })),
      next_before: rows.length === options.limit ? (rows[rows.length - 1]?.id ?? null) : null,
    };
  }

  /** Averages per question and per local week (Monday first) over the last `weeks` weeks. */
  async averages(options: {
    businessId: number;
    weeks: number;
    locale: string | undefined;
    now: Date;
  }): Promise<StaffFeedbackAveragesResponse> {
    const { questions, texts, timeZone } = await this.questionsOf(options.businessId, options.locale);
    const from = addDaysToDate(weekStartOf(options.now, timeZone), -7 * (options.weeks - 1));
    // A day early in UTC so a week starting ahead of UTC is whole; rows before `from` are dropped below.
    const rows = await this.deps.feedback.since({
      businessId: options.businessId,
      from: addDaysToDate(from, -1),
      limit: averagesRowLimit,
    });
    const inRange = rows.filter((row) => weekStartOf(new Date(row.createdAt), timeZone) >= from);
    const answerSets = inRange.filter((row) => row.kind === 'questionnaire');
    const rules = questions.map(questionRule);
    const samples = answerSets.map((row) => ({ at: new Date(row.createdAt), answers: row.answers }));
    const ratings = inRange.filter((row) => row.kind === 'order_rating');
    const withTitles = (summaries: QuestionSummary[]): QuestionSummaryWire[] =>
      summaries.map((summary, index) => ({
        ...summary,
        type: questions[index]?.type ?? 'text',
        title: texts(questions[index]?.title),
        option_labels: optionLabels(questions[index], texts),
      }));
    const weeks = summarizeWeeks({ questions: rules, samples, timeZone });
    const ratingWeeks = new Map<string, FeedbackRecord[]>();
    for (const row of ratings) {
      const week = weekStartOf(new Date(row.createdAt), timeZone);
      const list = ratingWeeks.get(week);
      if (list) list.push(row);
      else ratingWeeks.set(week, [row]);
    }
    const weekKeys = [...new Set([...weeks.map((w) => w.week), ...ratingWeeks.keys()])].sort().reverse();
    return {
      time_zone: timeZone,
      from,
      questions: withTitles(summarizeQuestions(rules, samples)),
      order_ratings: ratingSummary(ratings),
      weeks: weekKeys.map((week) => {
        const answers = weeks.find((w) => w.week === week);
        return {
          week,
          count: answers?.count ?? 0,
          questions: withTitles(answers?.questions ?? summarizeQuestions(rules, [])),
          order_ratings: ratingSummary(ratingWeeks.get(week) ?? []),
        };
      }),
    };
  }

  private async questionsOf(businessId: number, locale: string | undefined) {
    const business = await this.deps.businesses.findById(businessId);
    if (!business) throw notFound(`Business ${businessId}`);
    const graph = await this.deps.businesses.loadGraph(business);
    const order = [...(locale ? [locale] : []), ...business.settings.locales, 'en'];
    return {
      questions: questionsOf(business.settings.questionnaire),
      texts: (text: Partial<Record<string, string>> | undefined) => pickText(text, order),
      timeZone: graph.branches[0]?.time_zone ?? 'Asia/Kuwait',
    };
  }
}

/** The labels of a choices question's options by id, in the reader's language; null for other question types. */
function optionLabels(
  question: QuestionFile | undefined,
  texts: (text: Partial<Record<string, string>> | undefined) => string,
): Record<string, string> | null {
  if (question?.type !== 'choices') return null;
  return Object.fromEntries(
    question.options.map((option) => [String(option.id), texts(option.label) || String(option.id)]),
  );
}

function ratingSummary(rows: readonly FeedbackRecord[]): RatingSummaryWire {
  const stars = rows.map((row) => row.stars ?? 0);
  const sum = stars.reduce((total, value) => total + value, 0);
  return { count: stars.length, average: stars.length > 0 ? Math.round((sum / stars.length) * 100) / 100 : null };
}

function answerWire(answer: {
  question: QuestionFile | undefined;
  key: string;
  value: string | number | number[];
  texts: (text: Partial<Record<string, string>> | undefined) => string;
}): StaffAnswerWire {
  const { question, key, value, texts } = answer;
  let display = Array.isArray(value) ? value.join(', ') : String(value);
  if (question?.type === 'choices') {
    const ids = Array.isArray(value) ? value : [value];
    display = ids.map((id) => texts(question.options.find((o) => o.id === id)?.label) || String(id)).join(', ');
  }
  return {
    question_id: Number(key),
    type: question?.type ?? 'unknown',
    title: question ? texts(question.title) : `#${key}`,
    value,
    display,
  };
}
