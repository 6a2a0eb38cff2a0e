/**
 * Links people wrote (a listing's "Try it out") lead anywhere: search engines must not credit the
 * target on our behalf (`nofollow ugc`) and the opened page must not reach back (`noopener`).
 */
export const USER_LINK_REL = 'nofollow ugc noopener';

/** The host a link leads to, shown beside it so a reader sees where they are going. */
export function linkDomain(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}
