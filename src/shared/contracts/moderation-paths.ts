import type { ReportTarget } from './moderation-rules.ts';

// Kept apart from the moderation schemas so the first screen's code does not carry zod.
export const moderationPaths = {
  /** POST {targetType, targetId, reason, details?}: report a thing; one open report per thing. */
  reports: '/api/reports',
  /** GET: the signed-in person's reports and how each was handled. */
  myReports: '/api/reports/mine',
  /** GET ?sort=newest|most: open cases (reports grouped by thing, and appeals), for admins. */
  cases: '/api/admin/moderation/cases',
  /** GET: one case: the thing as its owner wrote it, its reports, its owner's history. */
  case: (targetType: ReportTarget, targetId: string) =>
    `/api/admin/moderation/cases/${targetType}/${targetId}`,
  /** POST {action, reason, days?}: act on a case; its open reports are closed and reporters told. */
  caseActions: (targetType: ReportTarget, targetId: string) =>
    `/api/admin/moderation/cases/${targetType}/${targetId}/actions`,
  /** GET ?action=&actorId=&subjectId=&before=: every admin action, newest first, for admins. */
  auditLog: '/api/admin/audit-log',
  /** GET: the builder's view of their hidden listing (reason, appeal); 404 when it is not hidden. */
  listingHide: (listingId: string) => `/api/software/${listingId}/hidden`,
  /** GET: the signed-in builder's hidden listings, each with why. */
  myHiddenListings: '/api/me/hidden-listings',
  /** POST {message}: the builder's one appeal against a hide. */
  listingAppeal: (listingId: string) => `/api/software/${listingId}/appeal`,
} as const;
