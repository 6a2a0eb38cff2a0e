/** The client's screens. The server answers other paths with the SPA shell and status 404. */
export const clientRoutes = {
  home: '/',
  browse: '/browse',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  listing: (id: string) => `/software/${id}`,
  /** The post form again, filled in, for the listing's own builder. */
  editListing: (id: string) => `/software/${id}/edit`,
  /** The listing builder's feedback board. */
  feedbackBoard: (listingId: string) => `/software/${listingId}/feedback`,
  /** One report with its timeline, for its reporter, the listing's builder and admins. */
  feedbackReport: (id: string) => `/feedback/${id}`,
  /** The listing builder's test cycles: start one, or watch the running one's grid. */
  listingCycles: (listingId: string) => `/software/${listingId}/cycles`,
  /** One test cycle: the builder's grid, roster and build updates. */
  cycle: (id: string) => `/cycles/${id}`,
  /** A cycle's evidence pack, laid out for printing. */
  cycleEvidence: (id: string) => `/cycles/${id}/evidence`,
  profile: '/profile',
  /** Profile Settings' list of the person's own reports and how each was handled. */
  myReports: '/profile#your-reports',
  /** Profile Settings' list of the devices the person tests on, with the form that adds one. */
  yourDevices: '/profile#your-devices',
  /** A person's public profile: their record, ratings and open listings. */
  person: (userId: string) => `/u/${userId}`,
  /** Opened from the mail sent to a new address: `?token=...` confirms the change. */
  confirmEmail: '/confirm-email',
  /** Opened from the notice sent to the old address: `?token=...` cancels the change. */
  cancelEmailChange: '/cancel-email-change',
  postListing: '/post-software',
  myDemos: '/my-demos',
  builderDashboard: '/builder-dashboard',
  messages: '/messages',
  /** The messages screen with one conversation open. */
  conversation: (id: string) => `/messages?c=${encodeURIComponent(id)}`,
  /** The notification center: everything the person was told, newest first. */
  notifications: '/notifications',
  admin: '/admin',
  /** Open reports grouped by the thing reported, and hidden listings' appeals, for admins. */
  adminModeration: '/admin/moderation',
  /** One case of the queue: the thing as its owner wrote it, its reports, the actions on it. */
  adminModerationCase: (targetType: string, targetId: string) =>
    `/admin/moderation/${targetType}/${targetId}`,
  /** Every admin action, newest first, for admins. */
  adminAuditLog: '/admin/audit-log',
  share: (id: string) => `/share/${id}`,
  shortLink: (code: string) => `/s/${code}`,
  /** Opened from the verification mail, with the link's token in `?token=`. */
  verifyEmail: '/verify-email',
} as const;

/**
 * The screens people most often arrive on, whose first paint waits on their code: the client
 * loads it with the session read, and the server names it (and a listing's read) in the page's
 * head. A listing's id is the first group.
 */
export const earlyScreens = {
  browse: /^\/browse$/,
  listing: /^\/software\/([^/]+)$/,
  share: /^\/share\/([^/]+)$/,
} as const;

const screenPatterns = [
  ...Object.values(earlyScreens),
  /^\/$/,
  /^\/login$/,
  /^\/forgot-password$/,
  /^\/reset-password$/,
  /^\/software\/[^/]+\/edit$/,
  /^\/software\/[^/]+\/feedback$/,
  /^\/feedback\/[^/]+$/,
  /^\/software\/[^/]+\/cycles$/,
  /^\/cycles\/[^/]+$/,
  /^\/cycles\/[^/]+\/evidence$/,
  /^\/profile$/,
  /^\/u\/[^/]+$/,
  /^\/confirm-email$/,
  /^\/cancel-email-change$/,
  /^\/post-software$/,
  /^\/my-demos$/,
  /^\/builder-dashboard$/,
  /^\/messages$/,
  /^\/notifications$/,
  /^\/admin$/,
  /^\/admin\/moderation$/,
  /^\/admin\/moderation\/[^/]+\/[^/]+$/,
  /^\/admin\/audit-log$/,
  /^\/verify-email$/,
];

export function isClientScreen(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return screenPatterns.some((pattern) => pattern.test(path));
}
