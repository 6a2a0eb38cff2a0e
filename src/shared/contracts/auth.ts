import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
} from '@/shared/constants.ts';
import { z } from './zod.ts';

export const userSchema = z.object({
  id: z.string().uuid(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
  phone: z.string().nullable(),
  businessName: z.string().nullable(),
  website: z.string().nullable(),
  wantsWeeklyDigest: z.boolean(),
  /** The owner opened a link sent to `email` (or the sign-in provider vouched for it). */
  emailVerified: z.boolean(),
  /** Signs in with a password (else only through the provider): what proves it is the owner. */
  hasPassword: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/auth/session: the signed-in user, or null when signed out. */
export const sessionSchema = userSchema.nullable();
export type Session = z.infer<typeof sessionSchema>;

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ message: 'Enter a valid e-mail address' }));

export const nameField = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(NAME_MAX_LENGTH);

/** A password being chosen: the server also refuses the most common ones. */
export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/**
 * Sign-in checks a password chosen earlier, when up to 256 characters were allowed: its own
 * generous limit, so a shorter maximum for new passwords locks nobody out.
 */
const SIGN_IN_PASSWORD_MAX_LENGTH = 1024;

export const registerBodySchema = z.object({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  email: emailField,
  password: newPasswordField,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/**
 * 202, the same for a new address and one that has an account already, with no session either
 * way: which it was is told only by mail, to the address's owner.
 */
export const registerResponseSchema = z.object({ message: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
export const REGISTRATION_STARTED_MESSAGE = 'Check your e-mail to finish creating your account';

export const loginBodySchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Required').max(SIGN_IN_PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid e-mail or password';
/** Said where an address's account is no secret: single sign-on's claims, the seed script. */
export const EMAIL_TAKEN_MESSAGE = 'An account with this e-mail already exists';

/**
 * POST /api/auth/logout answers 204 when ending our session is all there is to do, or 200 with
 * the provider's end-session page when the session came from single sign-on, so the browser ends
 * that one too.
 */
export const signOutResponseSchema = z.object({ redirectTo: z.string() });
export type SignOutResponse = z.infer<typeof signOutResponseSchema>;
