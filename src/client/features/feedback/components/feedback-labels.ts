export const SORT_LABELS = { newest: 'Newest', oldest: 'Oldest', severity: 'Severity' } as const;
