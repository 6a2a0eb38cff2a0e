/**
 * Whether a link leaves for the web over http(s). Apart from the zod schemas that use it, so a
 * screen that only shows links does not load zod.
 */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
