import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
} from '../constants.ts';
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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/auth/session: the signed-in user, or null when signed out. */
export const sessionSchema = userSchema.nullable();
export type Session = z.infer<typeof sessionSchema>;

const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ message: 'Enter a valid e-mail address' }));

const nameField = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(NAME_MAX_LENGTH);

export const registerBodySchema = z.object({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  email: emailField,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Required').max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid e-mail or password';
export const EMAIL_TAKEN_MESSAGE = 'An account with this e-mail already exists';
