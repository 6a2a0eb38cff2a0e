import { badRequest } from '@/server/lib/app-error.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/shared/constants.ts';
import { commonPasswords } from './common-passwords.ts';

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones, so it is easy to guess. Choose another: a few unrelated words make a strong one.';

/**
 * The server's last word on a new password (NIST SP 800-63B): its length, and not one of the
 * passwords attackers try first. No composition rules. Throws a 400 naming the `field` with a
 * message a person reads.
 */
export function assertAcceptablePassword(password: string, field = 'password'): void {
  const refuse = (message: string) => {
    throw badRequest('validation_failed', message, { [field]: message });
  };
  if (password.length < PASSWORD_MIN_LENGTH) {
    refuse(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    refuse(`Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
  }
  if (commonPasswords().has(password.toLowerCase())) refuse(COMMON_PASSWORD_MESSAGE);
}
