import type { QuestionFile, QuestionnaireFile } from '@okmenu/contract';
import type { QuestionRule } from '@okmenu/domain';

/** What validation needs of a stored question (its texts stay behind). */
export function questionRule(question: QuestionFile): QuestionRule {
  switch (question.type) {
    case 'text':
      return { id: question.id, type: 'text', required: question.required, max_length: question.max_length };
    case 'slider':
      return {
        id: question.id,
        type: 'slider',
        required: question.required,
        min: question.min,
        max: question.max,
        step: question.step,
      };
    case 'rate':
      return { id: question.id, type: 'rate', required: question.required, min: question.min, max: question.max };
    case 'choices':
      return {
        id: question.id,
        type: 'choices',
        required: question.required,
        multiple: question.multiple,
        options: question.options,
      };
    case 'smile':
    case 'phone':
      return { id: question.id, type: question.type, required: question.required };
  }
}

/** The questions of a business's questionnaire; none when it has no questionnaire. */
export function questionsOf(questionnaire: QuestionnaireFile | undefined): QuestionFile[] {
  return questionnaire?.questions ?? [];
}
