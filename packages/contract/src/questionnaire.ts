import { maxTextAnswerLength, smileScale } from '@okmenu/domain';
import { z } from 'zod';
import { localizedTextSchema } from './localized.ts';

/**
 * The feedback questionnaire of a business import file (SPEC §4 question types): each question has its
 * texts per language, whether it must be answered, bounds for slider and rate, options for choices.
 */

const id = z.number().int().positive().max(2_147_483_647);
const bound = z.number().min(-1_000_000).max(1_000_000);

const common = {
  id,
  title: localizedTextSchema,
  /** A hint under the question (the scale's meaning, what the phone is for). */
  help: localizedTextSchema.optional(),
  required: z.boolean().default(false),
};

const rangeFits = (q: { min: number; max: number; step?: number }) => q.min < q.max;

export const choiceOptionSchema = z.object({ id, label: localizedTextSchema });

export const questionSchema = z.discriminatedUnion('type', [
  z.object({
    ...common,
    type: z.literal('text'),
    max_length: z.number().int().min(1).max(maxTextAnswerLength).optional(),
  }),
  z
    .object({
      ...common,
      type: z.literal('slider'),
      min: bound.default(0),
      max: bound.default(10),
      step: z.number().positive().max(1_000_000).optional(),
      min_label: localizedTextSchema.optional(),
      max_label: localizedTextSchema.optional(),
    })
    .refine(rangeFits, { message: 'min must be below max', path: ['max'] }),
  z.object({ ...common, type: z.literal('smile') }),
  z.object({
    ...common,
    type: z.literal('choices'),
    multiple: z.boolean().default(false),
    options: z.array(choiceOptionSchema).min(2).max(30),
  }),
  z
    .object({
      ...common,
      type: z.literal('rate'),
      min: z.number().int().min(0).max(10).default(1),
      max: z.number().int().min(1).max(10).default(5),
    })
    .refine(rangeFits, { message: 'min must be below max', path: ['max'] }),
  z.object({ ...common, type: z.literal('phone') }),
]);
export type QuestionFile = z.infer<typeof questionSchema>;

export const questionnaireSchema = z
  .object({
    enabled: z.boolean().default(true),
    title: localizedTextSchema.optional(),
    questions: z.array(questionSchema).max(50),
  })
  .superRefine((questionnaire, ctx) => {
    const seen = new Set<number>();
    questionnaire.questions.forEach((question, index) => {
      if (seen.has(question.id)) {
        ctx.addIssue({
          code: 'custom',
          message: `Question id ${question.id} is used twice`,
          path: ['questions', index, 'id'],
        });
      }
      seen.add(question.id);
      if (question.type === 'choices' && new Set(question.options.map((o) => o.id)).size !== question.options.length) {
        ctx.addIssue({ code: 'custom', message: 'Option ids must be unique', path: ['questions', index, 'options'] });
      }
    });
  });
export type QuestionnaireFile = z.infer<typeof questionnaireSchema>;

/** The smile scale, for clients drawing the faces. */
export const smileFaces = smileScale;
