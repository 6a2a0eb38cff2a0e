// Kept apart from the screening schemas: the listing's page asks the questions and carries no zod.
// The schemas (screening.ts) import these limits, so the rules name only what they read of a
// question rather than import its type back.

export const SCREENING_KINDS = ['text', 'choice'] as const;
export const SCREENING_PROMPT_MAX = 300;
export const SCREENING_OPTION_MAX = 100;
export const SCREENING_OPTIONS_MAX = 10;
export const SCREENING_ANSWER_MAX = 1_000;

const ANSWER_REQUIRED_MESSAGE = 'Answer this question';
const UNKNOWN_OPTION_MESSAGE = 'Pick one of the options';
const UNKNOWN_QUESTION_MESSAGE = 'This listing has no such question';

/** What the rules read of a question; `ScreeningQuestion` (screening.ts) has it. */
interface RuledQuestion {
  id: string;
  kind: (typeof SCREENING_KINDS)[number];
  options?: string[];
  required: boolean;
}

/**
 * What is wrong with a tester's answers to a listing's questions, by `answers.{questionId}`; empty
 * when they may join. The server decides; the join form shows the same words before sending.
 */
export function screeningErrors(
  questions: RuledQuestion[],
  answers: Record<string, string>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const known = new Set(questions.map((question) => question.id));
  for (const id of Object.keys(answers)) {
    if (!known.has(id)) errors[`answers.${id}`] = UNKNOWN_QUESTION_MESSAGE;
  }
  for (const question of questions) {
    const answer = answers[question.id]?.trim() ?? '';
    if (!answer) {
      if (question.required) errors[`answers.${question.id}`] = ANSWER_REQUIRED_MESSAGE;
    } else if (question.kind === 'choice' && !question.options?.includes(answer)) {
      errors[`answers.${question.id}`] = UNKNOWN_OPTION_MESSAGE;
    }
  }
  return errors;
}
