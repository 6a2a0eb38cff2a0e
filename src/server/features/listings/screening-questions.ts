import { randomUUID } from 'node:crypto';
import type { CreateListingBody } from '@/shared/contracts/listings.ts';
import type { ScreeningQuestion } from '@/shared/contracts/screening.ts';

/**
 * The questions as stored: one kept from before keeps its id, so the answers already given to it
 * still belong to it; any other gets a new one.
 */
export function withQuestionIds(
  questions: CreateListingBody['screeningQuestions'],
  previous: ScreeningQuestion[] = [],
): ScreeningQuestion[] {
  const known = new Set(previous.map((question) => question.id));
  return questions.map(({ id, prompt, kind, options, required }) => ({
    id: id && known.has(id) ? id : randomUUID(),
    prompt,
    kind,
    ...(kind === 'choice' ? { options } : {}),
    required,
  }));
}
