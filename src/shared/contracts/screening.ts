import { SCREENING_QUESTIONS_MAX } from '@/shared/constants.ts';
import {
  SCREENING_ANSWER_MAX,
  SCREENING_KINDS,
  SCREENING_OPTION_MAX,
  SCREENING_OPTIONS_MAX,
  SCREENING_PROMPT_MAX,
} from './screening-rules.ts';
import { z } from './zod.ts';

/** A question a tester answers when joining; `options` only for a choice. */
export const screeningQuestionSchema = z.object({
  id: z.uuid(),
  prompt: z.string(),
  kind: z.enum(SCREENING_KINDS),
  options: z.array(z.string()).optional(),
  required: z.boolean(),
});
export type ScreeningQuestion = z.infer<typeof screeningQuestionSchema>;

/** As the builder writes it: a question kept from before carries its id, a new one none. */
const screeningQuestionInputSchema = z
  .object({
    id: z.uuid().optional(),
    prompt: z.string().trim().min(1, 'Required').max(SCREENING_PROMPT_MAX),
    kind: z.enum(SCREENING_KINDS),
    options: z
      .array(z.string().trim().min(1, 'Required').max(SCREENING_OPTION_MAX))
      .max(SCREENING_OPTIONS_MAX)
      .optional(),
    required: z.boolean().default(false),
  })
  .superRefine((question, context) => {
    const options = question.options ?? [];
    if (question.kind === 'text' && options.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'A text question has no options',
      });
    }
    if (question.kind === 'choice' && options.length < 2) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'Give at least 2 options' });
    }
    if (new Set(options).size !== options.length) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'Options must differ' });
    }
  });
export type ScreeningQuestionInput = z.input<typeof screeningQuestionInputSchema>;

export const screeningQuestionsInputSchema = z
  .array(screeningQuestionInputSchema)
  .max(SCREENING_QUESTIONS_MAX, `At most ${SCREENING_QUESTIONS_MAX} questions`)
  .refine((questions) => {
    const ids = questions.flatMap((question) => (question.id ? [question.id] : []));
    return new Set(ids).size === ids.length;
  }, 'Each question appears once');

/** Question id → answer: the text typed, or the option picked. */
export const screeningAnswersSchema = z
  .record(z.uuid(), z.string().trim().max(SCREENING_ANSWER_MAX))
  .refine((answers) => Object.keys(answers).length <= SCREENING_QUESTIONS_MAX, 'Too many answers');
export type ScreeningAnswers = z.infer<typeof screeningAnswersSchema>;
