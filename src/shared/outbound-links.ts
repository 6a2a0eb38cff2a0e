/**
 * Links people typed (a listing's "Try it out", a builder's website) lead anywhere: search engines
 * must not credit the target on our behalf (`nofollow ugc`, which takes away the reason to post
 * spam links) and the opened page must get no handle on this one (`noopener`).
 */
export const OUTBOUND_LINK_REL = 'nofollow ugc noopener';

/** The host a link leads to, shown beside it so nobody follows a link blind; else the link. */
export function linkDomain(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '') || url;
  } catch {
    return url;
  }
}
