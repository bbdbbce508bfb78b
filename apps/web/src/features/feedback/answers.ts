import type { QuestionWire, RateBody } from '@okmenu/contract';

/** What the form holds per question before it is sent: typed text, a number, or the chosen option ids. */
export type DraftAnswer = string | number | number[] | null;
export type DraftAnswers = Record<number, DraftAnswer>;

/**
 * The `POST users/rate` answers from the form (SPEC §7): keyed by question id, text and phone trimmed,
 * numbers as numbers, choices as option ids; a question left blank is not sent (the server decides whether
 * it had to be answered).
 */
export function answersBody(questions: readonly QuestionWire[], draft: DraftAnswers): RateBody['answers'] {
  const answers: RateBody['answers'] = {};
  for (const question of questions) {
    const value = draft[question.id];
    if (value === undefined || value === null) continue;
    switch (question.type) {
      case 'text':
      case 'phone': {
        const text = typeof value === 'string' ? value.trim() : '';
        if (text) answers[String(question.id)] = text;
        break;
      }
      case 'slider':
      case 'smile':
      case 'rate':
        if (typeof value === 'number' && Number.isFinite(value)) answers[String(question.id)] = value;
        break;
      case 'choices': {
        const known = new Set(question.options.map((option) => option.id));
        const ids = Array.isArray(value) ? value.filter((id) => known.has(id)) : [];
        if (ids.length > 0) answers[String(question.id)] = question.multiple ? ids : ids.slice(0, 1);
        break;
      }
    }
  }
  return answers;
}

export type AnswerProblem = 'required' | 'phone' | 'invalid';

/**
 * The server's refusals (`fields` naming `body.answers.<id>`) per question, as a kind of problem the form
 * can say in the guest's language; refusals that name no known question are left out.
 */
export function answerProblems(
  questions: readonly QuestionWire[],
  fields: readonly { path: string; message: string }[] | undefined,
): Map<number, AnswerProblem> {
  const problems = new Map<number, AnswerProblem>();
  for (const field of fields ?? []) {
    const match = /^body\.answers\.(\d+)$/.exec(field.path);
    const question = match ? questions.find((candidate) => candidate.id === Number(match[1])) : undefined;
    if (!question || problems.has(question.id)) continue;
    problems.set(
      question.id,
      /must be answered/i.test(field.message) ? 'required' : question.type === 'phone' ? 'phone' : 'invalid',
    );
  }
  return problems;
}

/** The numbers a slider or a rate question offers; a slider's step defaults to 1. */
export function scaleOf(question: QuestionWire): { min: number; max: number; step: number } {
  const min = question.min ?? (question.type === 'slider' ? 0 : 1);
  const max = question.max ?? (question.type === 'slider' ? 10 : 5);
  return { min, max, step: question.step ?? 1 };
}
