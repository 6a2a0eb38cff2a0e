import { isHttpUrl } from '@/shared/http-url.ts';
import { z } from './zod.ts';

/** A scheme such as `https:` or `javascript:`, but not a bare host's port (`example.com:8080`). */
const SCHEME_PREFIX = /^[a-z][a-z\d+.-]*:(?!\d+(?:[/?#]|$))/i;

const LINK_FORMAT_MESSAGE = 'Enter a web address, such as example.com';

/**
 * A link a user types (website, listing link, video link). Only http(s) is accepted so that a
 * `javascript:` URL can never reach an href. People type "example.com" as often as the full
 * address, so a bare host (and path) is taken as https. An empty string means "none".
 */
export const httpUrlOrEmpty = (message = LINK_FORMAT_MESSAGE) =>
  z
    .string()
    .trim()
    .max(2048)
    .transform((value, ctx) => {
      if (value === '') return value;
      const url = toHttpUrl(value);
      if (url === null) ctx.issues.push({ code: 'custom', message, input: value });
      return url ?? value;
    });

/** The link as it will be stored and followed, or null when it is not an http(s) address. */
function toHttpUrl(typed: string): string | null {
  const hasScheme = SCHEME_PREFIX.test(typed);
  const candidate = hasScheme ? typed : `https://${typed}`;
  if (!isHttpUrl(candidate)) return null;
  // Without a scheme, "abc" would pass as https://abc: a typed host needs a dot to be an address.
  if (!hasScheme && !new URL(candidate).hostname.includes('.')) return null;
  return candidate;
}
