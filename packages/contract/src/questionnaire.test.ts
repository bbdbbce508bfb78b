import { describe, expect, it } from 'vitest';
import { questionnaireSchema } from './questionnaire.ts';

const title = { en: 'How was it?', ar: 'كيف كانت؟' };
const paths = (input: unknown) => {
  const result = questionnaireSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('the questionnaire of a business file', () => {
  it('accepts every question type with defaults filled in', () => {
    const parsed = questionnaireSchema.parse({
      questions: [
        { id: 1, type: 'smile', title },
        { id: 2, type: 'rate', title },
        { id: 3, type: 'slider', title, min: 1, max: 7, step: 2 },
        {
          id: 4,
          type: 'choices',
          title,
          options: [
            { id: 1, label: title },
            { id: 2, label: title },
          ],
        },
        { id: 5, type: 'text', title, max_length: 300 },
        { id: 6, type: 'phone', title, required: true },
      ],
    });
    expect(parsed.enabled).toBe(true);
    expect(parsed.questions[1]).toMatchObject({ min: 1, max: 5, required: false });
    expect(parsed.questions[3]).toMatchObject({ multiple: false });
  });

  it('refuses an unknown type, a range that does not rise, too few options and a text limit over 2000', () => {
    expect(
      paths({
        questions: [
          { id: 1, type: 'stars', title },
          { id: 2, type: 'slider', title, min: 5, max: 5 },
          { id: 3, type: 'choices', title, options: [{ id: 1, label: title }] },
          { id: 4, type: 'text', title, max_length: 5000 },
        ],
      }),
    ).toEqual(['questions.0.type', 'questions.1.max', 'questions.2.options', 'questions.3.max_length']);
  });

  it('refuses a question without a title and repeated question or option ids', () => {
    expect(
      paths({
        questions: [
          { id: 1, type: 'smile', title: {} },
          {
            id: 1,
            type: 'choices',
            title,
            options: [
              { id: 1, label: title },
              { id: 1, label: title },
            ],
          },
        ],
      }),
    ).toEqual(['questions.0.title', 'questions.1.id', 'questions.1.options']);
  });
});
