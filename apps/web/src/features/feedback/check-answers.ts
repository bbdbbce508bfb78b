import type { QuestionWire } from '@okmenu/contract';
import { validateAnswers, type QuestionRule } from '@okmenu/domain';
import { answerProblems, answersBody, scaleOf, type AnswerProblem, type DraftAnswers } from './answers.ts';

/** What the server's answer check needs of a question (its `questionRule`), from the wire. */
export function questionRuleOf(question: QuestionWire): QuestionRule {
  const { id, required } = question;
  switch (question.type) {
    case 'text':
      return { id, type: 'text', required, ...(question.max_length ? { max_length: question.max_length } : {}) };
    case 'slider':
    case 'rate': {
      const { min, max, step } = scaleOf(question);
      return { id, type: question.type, required, min, max, ...(question.type === 'slider' ? { step } : {}) };
    }
    case 'choices':
      return { id, type: 'choices', required, multiple: question.multiple, options: question.options };
    case 'smile':
    case 'phone':
      return { id, type: question.type, required };
  }
}

/**
 * The answers checked before they are sent, with the rule the server checks them with (`validateAnswers`
 * of `@okmenu/domain`, the business's country for phone numbers): the same problems on the same questions
 * as the server's `fields` answer would name.
 */
export function checkAnswers(
  questions: readonly QuestionWire[],
  draft: DraftAnswers,
  country: string | null,
): Map<number, AnswerProblem> {
  const checked = validateAnswers({
    questions: questions.map(questionRuleOf),
    answers: answersBody(questions, draft),
    country,
  });
  if (checked.ok) return new Map();
  return answerProblems(
    questions,
    checked.problems.map((problem) => ({ path: `body.${problem.path}`, message: problem.message })),
  );
}
