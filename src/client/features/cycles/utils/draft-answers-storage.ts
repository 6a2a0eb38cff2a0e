import { isRecord } from '@/client/lib/is-record.ts';
import type { EvidenceAnswers } from '@/shared/contracts/cycle-evidence.ts';

export type AnswerKey = keyof EvidenceAnswers;
export type EditedAnswers = Partial<Record<AnswerKey, string>>;

const storageKey = (cycleId: string) => `bh-cycle-answers:${cycleId}`;

/** The builder's own wording of the answers, kept in this browser; unreadable storage is none. */
export function readEditedAnswers(cycleId: string): EditedAnswers {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey(cycleId)) ?? '{}');
    if (!isRecord(stored)) return {};
    return Object.fromEntries(
      Object.entries(stored).filter(([, text]) => typeof text === 'string'),
    ) as EditedAnswers;
  } catch {
    return {};
  }
}

export function saveEditedAnswers(cycleId: string, edited: EditedAnswers): void {
  try {
    if (Object.keys(edited).length === 0) window.localStorage.removeItem(storageKey(cycleId));
    else window.localStorage.setItem(storageKey(cycleId), JSON.stringify(edited));
  } catch {
    // Storage refused (full, or a privacy setting): the edits last until the page is left.
  }
}
