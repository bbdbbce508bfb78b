import { addDaysToDate, zonedMoment } from '../schedule/zoned-time.ts';
import { numericRange, type AnswerValue, type QuestionRule } from './questionnaire.ts';

/** One stored answer set, with the moment it was sent. */
export interface FeedbackSample {
  at: Date;
  answers: Readonly<Record<string, AnswerValue>>;
}

/** The average of a numeric question (slider, smile, rate) over some answers, or counts per option. */
export interface QuestionSummary {
  question_id: number;
  count: number;
  /** Mean of the numeric answers, rounded to 2 decimals; null for text, phone and choices. */
  average: number | null;
  /** How often each option was chosen (choices only). */
  options: Record<string, number> | null;
}

/** The summaries of one week, Monday first (SPEC §9), as the business's wall clock reads it. */
export interface WeekSummary {
  /** The Monday that starts the week, `YYYY-MM-DD`. */
  week: string;
  count: number;
  questions: QuestionSummary[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The Monday of the local week a moment falls in. */
export function weekStartOf(at: Date, timeZone: string): string {
  const moment = zonedMoment(at, timeZone);
  return addDaysToDate(moment.date, -moment.weekday);
}

/** Summaries per question of a set of answer sets. */
export function summarizeQuestions(
  questions: readonly QuestionRule[],
  samples: readonly FeedbackSample[],
): QuestionSummary[] {
  return questions.map((question) => {
    const key = String(question.id);
    const values = samples.map((sample) => sample.answers[key]).filter((value) => value !== undefined);
    if (numericRange(question)) {
      const numbers = values.filter((value): value is number => typeof value === 'number');
      const sum = numbers.reduce((total, value) => total + value, 0);
      return {
        question_id: question.id,
        count: numbers.length,
        average: numbers.length > 0 ? round2(sum / numbers.length) : null,
        options: null,
      };
    }
    if (question.type === 'choices') {
      const options: Record<string, number> = Object.fromEntries(question.options.map((o) => [String(o.id), 0]));
      for (const value of values) {
        for (const id of Array.isArray(value) ? value : [value]) {
          if (String(id) in options) options[String(id)] = (options[String(id)] ?? 0) + 1;
        }
      }
      return { question_id: question.id, count: values.length, average: null, options };
    }
    return { question_id: question.id, count: values.length, average: null, options: null };
  });
}

/** Summaries per local week (newest first), each with its summaries per question. */
export function summarizeWeeks(options: {
  questions: readonly QuestionRule[];
  samples: readonly FeedbackSample[];
  timeZone: string;
}): WeekSummary[] {
  const { questions, samples, timeZone } = options;
  const weeks = new Map<string, FeedbackSample[]>();
  for (const sample of samples) {
    const week = weekStartOf(sample.at, timeZone);
    const list = weeks.get(week);
    if (list) list.push(sample);
    else weeks.set(week, [sample]);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([week, list]) => ({ week, count: list.length, questions: summarizeQuestions(questions, list) }));
}
