import type { QuestionFile, QuestionnaireFile, QuestionnaireResponse, QuestionWire } from '@okmenu/contract';
import { defaultTextAnswerLength, smileScale } from '@okmenu/domain';

type Text = Partial<Record<string, string>> | undefined;

/** A question on the wire in one language: bounds, labels and options filled in for its type. */
export function questionWire(question: QuestionFile, t: (text: Text) => string): QuestionWire {
  const wire: QuestionWire = {
    id: question.id,
    type: question.type,
    required: question.required,
    title: t(question.title),
    help: question.help ? t(question.help) : null,
    min: null,
    max: null,
    step: null,
    min_label: null,
    max_label: null,
    multiple: false,
    options: [],
    max_length: null,
  };
  switch (question.type) {
    case 'text':
      return { ...wire, max_length: question.max_length ?? defaultTextAnswerLength };
    case 'slider':
      return {
        ...wire,
        min: question.min,
        max: question.max,
        step: question.step ?? 1,
        min_label: question.min_label ? t(question.min_label) : null,
        max_label: question.max_label ? t(question.max_label) : null,
      };
    case 'rate':
      return { ...wire, min: question.min, max: question.max, step: 1 };
    case 'smile':
      return { ...wire, min: smileScale.min, max: smileScale.max, step: 1 };
    case 'choices':
      return {
        ...wire,
        multiple: question.multiple,
        options: question.options.map((o) => ({ id: o.id, label: t(o.label) })),
      };
    case 'phone':
      return wire;
  }
}

/** The questionnaire answer in one language; null when the business has none or switched it off. */
export function questionnaireWire(
  questionnaire: QuestionnaireFile | undefined,
  t: (text: Text) => string,
): QuestionnaireResponse {
  if (!questionnaire?.enabled) return { questionnaire: null };
  return {
    questionnaire: {
      title: questionnaire.title ? t(questionnaire.title) : '',
      questions: questionnaire.questions.map((question) => questionWire(question, t)),
    },
  };
}
