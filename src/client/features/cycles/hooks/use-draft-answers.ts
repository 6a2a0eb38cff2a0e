import { useCallback, useState } from 'react';
import {
  type AnswerKey,
  type EditedAnswers,
  readEditedAnswers,
  saveEditedAnswers,
} from '@/client/features/cycles/utils/draft-answers-storage.ts';
import type { EvidenceAnswers } from '@/shared/contracts/cycle-evidence.ts';

/**
 * The evidence pack's answers: the server's draft, overlaid with the builder's edits, which are
 * kept in this browser per cycle so a reload or a second print keeps them.
 */
export function useDraftAnswers(cycleId: string, drafts: EvidenceAnswers) {
  const [edited, setEdited] = useState<EditedAnswers>(() => readEditedAnswers(cycleId));

  const update = useCallback(
    (change: (current: EditedAnswers) => EditedAnswers) =>
      setEdited((current) => {
        const next = change(current);
        saveEditedAnswers(cycleId, next);
        return next;
      }),
    [cycleId],
  );

  const answers = { ...drafts, ...edited };
  const setAnswer = (key: AnswerKey, text: string) =>
    update((current) => ({ ...current, [key]: text }));
  const resetAnswer = (key: AnswerKey) => update(({ [key]: _dropped, ...rest }) => rest);
  const isEdited = (key: AnswerKey) => edited[key] !== undefined && edited[key] !== drafts[key];

  return { answers, setAnswer, resetAnswer, isEdited };
}
