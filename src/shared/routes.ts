/** The client's screens. The server answers other paths with the SPA shell and status 404. */
export const clientRoutes = {
  home: '/',
  browse: '/browse',
  login: '/login',
  software: (id: string) => `/software/${id}`,
  profile: '/profile',
  postSoftware: '/post-software',
  myDemos: '/my-demos',
  builderDashboard: '/builder-dashboard',
  messages: '/messages',
  admin: '/admin',
  share: (id: string) => `/share/${id}`,
  shortLink: (code: string) => `/s/${code}`,
} as const;

const screenPatterns = [
  /^\/$/,
  /^\/browse$/,
  /^\/login$/,
  /^\/software\/[^/]+$/,
  /^\/profile$/,
  /^\/post-software$/,
  /^\/my-demos$/,
  /^\/builder-dashboard$/,
  /^\/messages$/,
  /^\/admin$/,
  /^\/share\/[^/]+$/,
];

export function isClientScreen(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return screenPatterns.some((pattern) => pattern.test(path));
}
