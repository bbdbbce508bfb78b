/** The six question types of a feedback questionnaire (SPEC §4). */
export const questionTypes = ['text', 'slider', 'smile', 'choices', 'rate', 'phone'] as const;
export type QuestionType = (typeof questionTypes)[number];

/** The smile scale: five faces from very unhappy (1) to very happy (5). */
export const smileScale = { min: 1, max: 5 } as const;

/** The longest text answer a questionnaire may allow, and its default. */
export const maxTextAnswerLength = 2000;
export const defaultTextAnswerLength = 1000;

/** What validation needs to know of a question; texts per language stay in the contract. */
export type QuestionRule =
  | { id: number; type: 'text'; required: boolean; max_length?: number }
  | { id: number; type: 'slider' | 'rate'; required: boolean; min: number; max: number; step?: number }
  | { id: number; type: 'smile'; required: boolean }
  | { id: number; type: 'choices'; required: boolean; multiple: boolean; options: readonly { id: number }[] }
  | { id: number; type: 'phone'; required: boolean };

/** An answer as validated and stored: phone numbers in E.164, choices as option ids. */
export type AnswerValue = string | number | number[];

/** A refused answer, named by its path in the body (`answers.<question id>`). */
export interface AnswerProblem {
  path: string;
  code: 'unknown_question' | 'wrong_type' | 'out_of_range' | 'too_long' | 'required' | 'invalid_phone';
  message: string;
}

/** The bounds of a numeric question. */
export function numericRange(question: QuestionRule): { min: number; max: number } | null {
  if (question.type === 'smile') return smileScale;
  if (question.type === 'slider' || question.type === 'rate') return { min: question.min, max: question.max };
  return null;
}
