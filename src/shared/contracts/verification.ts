import { z } from './zod.ts';

export const verifyEmailBodySchema = z.object({
  token: z.string({ error: 'Required' }).trim().min(1, 'Required').max(200, 'Token is too long'),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

export const resendVerificationResponseSchema = z.object({
  /** Where the new link went, so the screen can say so. */
  email: z.string(),
});
export type ResendVerificationResponse = z.infer<typeof resendVerificationResponseSchema>;

export const ALREADY_VERIFIED_MESSAGE = 'Your e-mail address is already verified';
export const NO_EMAIL_TO_VERIFY_MESSAGE = 'Your account has no e-mail address to verify';
