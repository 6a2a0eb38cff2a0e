import { z } from './zod.ts';

/**
 * A link a user types (website, listing link, video link). Only http(s) is accepted so that a
 * `javascript:` URL can never reach an href. An empty string means "none".
 */
export const httpUrlOrEmpty = (message = 'Enter a link starting with http:// or https://') =>
  z
    .string()
    .trim()
    .max(2048)
    .refine((value) => value === '' || isHttpUrl(value), { message });

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
