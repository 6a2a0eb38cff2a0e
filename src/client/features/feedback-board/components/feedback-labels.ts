import type { FeedbackStatus } from '@/shared/contracts/feedback.ts';

/** Statuses as people read them; the API's names run words together. */
export const STATUS_LABELS: Record<FeedbackStatus, string> = {
  New: 'New',
  Acknowledged: 'Acknowledged',
  InProgress: 'In progress',
  Fixed: 'Fixed',
  WontFix: 'Won’t fix',
  Duplicate: 'Duplicate',
  Verified: 'Verified',
  Reopened: 'Reopened',
};

export const SORT_LABELS = { newest: 'Newest', oldest: 'Oldest', severity: 'Severity' } as const;
