import { getFullName } from '@/client/lib/user-name.ts';
import type { ListingTester } from '@/shared/contracts/interests.ts';
import type { ScreeningQuestion } from '@/shared/contracts/screening.ts';

/** Choice question id → the option a tester must have picked; a missing or empty one is "Any". */
export type AnswerFilters = Record<string, string>;

export const choiceQuestionsOf = (questions: ScreeningQuestion[]) =>
  questions.filter((question) => question.kind === 'choice' && question.options?.length);

export function testersMatching(testers: ListingTester[], filters: AnswerFilters): ListingTester[] {
  const wanted = Object.entries(filters).filter(([, answer]) => answer !== '');
  return testers.filter((tester) =>
    wanted.every(([questionId, answer]) => tester.answers[questionId] === answer),
  );
}

/** The tester's answers in the listing's order, each under its question's prompt. */
export function answeredQuestions(tester: ListingTester, questions: ScreeningQuestion[]) {
  return questions.flatMap((question) => {
    const answer = tester.answers[question.id]?.trim();
    return answer ? [{ id: question.id, prompt: question.prompt, answer }] : [];
  });
}

export const testerName = (tester: ListingTester) => getFullName(tester.tester) || 'Unnamed tester';
