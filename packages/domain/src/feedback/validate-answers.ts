import { validatePhone } from '../phone/validate-phone.ts';
import {
  defaultTextAnswerLength,
  numericRange,
  type AnswerProblem,
  type AnswerValue,
  type QuestionRule,
} from './questionnaire.ts';

/** The outcome of checking an answer set: the cleaned answers, or every problem found. */
export type AnswerCheck = { ok: true; answers: Record<string, AnswerValue> } | { ok: false; problems: AnswerProblem[] };

type One = { ok: true; value: AnswerValue | null } | { ok: false; problem: Omit<AnswerProblem, 'path'> };

const wrongType = (expected: string): One => ({
  ok: false,
  problem: { code: 'wrong_type', message: `Expected ${expected}` },
});

function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function checkNumber(question: QuestionRule, value: unknown): One {
  if (typeof value !== 'number' || !Number.isFinite(value)) return wrongType('a number');
  const range = numericRange(question);
  const step = question.type === 'slider' || question.type === 'rate' ? (question.step ?? 1) : 1;
  if (range && (value < range.min || value > range.max)) {
    return { ok: false, problem: { code: 'out_of_range', message: `Expected ${range.min} to ${range.max}` } };
  }
  const offset = (value - (range?.min ?? 0)) / step;
  if (Math.abs(offset - Math.round(offset)) > 1e-9) {
    return { ok: false, problem: { code: 'out_of_range', message: `Expected a multiple of ${step}` } };
  }
  return { ok: true, value };
}

function checkChoices(question: Extract<QuestionRule, { type: 'choices' }>, value: unknown): One {
  const ids = Array.isArray(value) ? value : [value];
  if (!ids.every((id): id is number => typeof id === 'number' && Number.isInteger(id))) {
    return wrongType(question.multiple ? 'a list of option ids' : 'an option id');
  }
  if (!question.multiple && ids.length !== 1) return wrongType('one option id');
  if (new Set(ids).size !== ids.length) return wrongType('each option once');
  const unknown = ids.find((id) => !question.options.some((option) => option.id === id));
  if (unknown !== undefined) {
    return { ok: false, problem: { code: 'out_of_range', message: `Option ${unknown} is not offered` } };
  }
  return { ok: true, value: question.multiple ? ids : (ids[0] as number) };
}

function checkAnswer(question: QuestionRule, value: unknown, country: string | null): One {
  switch (question.type) {
    case 'text': {
      if (typeof value !== 'string') return wrongType('text');
      const limit = question.max_length ?? defaultTextAnswerLength;
      if (value.length > limit) {
        return { ok: false, problem: { code: 'too_long', message: `At most ${limit} characters` } };
      }
      return { ok: true, value: value.trim() };
    }
    case 'slider':
    case 'rate':
    case 'smile':
      return checkNumber(question, value);
    case 'choices':
      return checkChoices(question, value);
    case 'phone': {
      if (typeof value !== 'string') return wrongType('a phone number');
      const phone = validatePhone({ number: value, country });
      if (!phone.ok) return { ok: false, problem: { code: 'invalid_phone', message: phone.error } };
      return { ok: true, value: phone.e164 };
    }
  }
}

/**
 * Checks a guest's answers against a questionnaire: every key must name a question, every value must have
 * its question's type and fit its bounds, and every required question must be answered. An empty answer
 * to an optional question is left out. Phone numbers are checked as everywhere else (SPEC §5), with the
 * business's country for numbers written without their calling code.
 */
export function validateAnswers(options: {
  questions: readonly QuestionRule[];
  answers: Readonly<Record<string, unknown>>;
  country: string | null;
}): AnswerCheck {
  const { questions, answers, country } = options;
  const problems: AnswerProblem[] = [];
  const cleaned: Record<string, AnswerValue> = {};
  const byId = new Map(questions.map((question) => [String(question.id), question]));
  for (const [key, value] of Object.entries(answers)) {
    const path = `answers.${key}`;
    const question = byId.get(key);
    if (!question) {
      problems.push({ path, code: 'unknown_question', message: `There is no question ${key}` });
      continue;
    }
    if (isEmpty(value)) continue;
    const checked = checkAnswer(question, value, country);
    if (!checked.ok) problems.push({ path, ...checked.problem });
    else if (checked.value !== null && !isEmpty(checked.value)) cleaned[key] = checked.value;
  }
  for (const question of questions) {
    const key = String(question.id);
    if (question.required && cleaned[key] === undefined && !problems.some((p) => p.path === `answers.${key}`)) {
      problems.push({ path: `answers.${key}`, code: 'required', message: `Question ${key} must be answered` });
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, answers: cleaned };
}
