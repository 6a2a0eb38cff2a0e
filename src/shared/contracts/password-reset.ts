import { emailField, newPasswordField } from './auth.ts';
import { z } from './zod.ts';

/** POST /api/auth/forgot-password: where to send a link that resets the password. */
export const forgotPasswordBodySchema = z.object({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/**
 * The one answer to every request for a reset link, whether or not an account uses the address,
 * so the form cannot be used to find out who has an account.
 */
export const FORGOT_PASSWORD_MESSAGE =
  "If an account exists for that address, we've sent a link to reset the password.";

export const forgotPasswordResponseSchema = z.object({ message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/** POST /api/auth/reset-password: the token from the mailed link and the new password. */
export const resetPasswordBodySchema = z.object({
  token: z.string().min(1, 'Required').max(256),
  password: newPasswordField,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/**
 * POST /api/auth/reset-password/check: whether the link's token still works, leaving it unused.
 * A POST, so the token stays out of addresses and access logs.
 */
export const checkResetLinkBodySchema = resetPasswordBodySchema.pick({ token: true });

/** The query parameter of the reset screen's address that carries the token. */
export const RESET_TOKEN_PARAM = 'token';
