import { useLocation, useSearch } from 'wouter';
import type { BoardFilters } from '@/client/features/feedback/api/get-feedback-board.ts';
import {
  FEEDBACK_KINDS,
  FEEDBACK_SORTS,
  FEEDBACK_STATUSES,
  SEVERITIES,
} from '@/shared/contracts/feedback.ts';
import { clientRoutes } from '@/shared/routes.ts';

const pick = <T extends string>(known: readonly T[], value: string | null): T | undefined =>
  known.find((option) => option === value);

/** The filters a board URL names; an unknown value counts as "Any" (or Newest for the sort). */
function parseBoardFilters(queryString: string): BoardFilters {
  const params = new URLSearchParams(queryString);
  return {
    kind: pick(FEEDBACK_KINDS, params.get('kind')),
    status: pick(FEEDBACK_STATUSES, params.get('status')),
    severity: pick(SEVERITIES, params.get('severity')),
    sort: pick(FEEDBACK_SORTS, params.get('sort')) ?? 'newest',
  };
}

/** `/software/{id}/feedback?kind=Bug&sort=oldest`, or the plain path with nothing chosen. */
function boardLocation(listingId: string, filters: BoardFilters): string {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.status) params.set('status', filters.status);
  if (filters.severity) params.set('severity', filters.severity);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  const query = params.toString();
  const path = clientRoutes.feedbackBoard(listingId);
  return query ? `${path}?${query}` : path;
}

/** The board's filters live in the URL, so Back, a reload and a pasted link bring them back. */
export function useBoardFilters(listingId: string) {
  const filters = parseBoardFilters(useSearch());
  const [, navigate] = useLocation();
  const setFilters = (change: Partial<BoardFilters>) =>
    navigate(boardLocation(listingId, { ...filters, ...change }), { replace: true });
  return { filters, setFilters };
}
