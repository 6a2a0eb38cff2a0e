/**
 * Links people typed (a listing's download link, a builder's website) go out marked as user
 * content: search engines give them no credit, which takes away the reason to post spam links,
 * and the opened page gets no handle on this one.
 */
export const OUTBOUND_LINK_REL = 'nofollow ugc noopener';

/** The host a link leads to, shown beside it so nobody follows a link blind. */
export function linkDomain(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
