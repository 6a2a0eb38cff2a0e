import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/shared/constants.ts';
import { emailField, nameField } from './auth.ts';
import { OBJECT_PATH_PATTERN } from './image-urls.ts';
import { authPaths } from './session.ts';
import { z } from './zod.ts';

/** The account settings on the profile page, and the link that confirms a new address. */
export const accountSettingsPaths = {
  /** PUT {firstName, lastName}: answers the user. */
  name: '/api/auth/name',
  /** PUT {profileImageUrl} sets the picture, DELETE removes it; both answer the user. */
  profilePicture: '/api/auth/profile-picture',
  changePassword: authPaths.changePassword,
  changeEmail: authPaths.changeEmail,
  confirmEmailChange: authPaths.confirmEmailChange,
  /** POST {token} from the notice the old address gets: the change stops; 204. */
  cancelEmailChange: authPaths.cancelEmailChange,
} as const;

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not right';
export const WRONG_PASSWORD_MESSAGE = 'Your password is not right';
export const SAME_EMAIL_MESSAGE = 'That is already your e-mail address';
export const PICTURE_NOT_UPLOADED_MESSAGE = 'Upload a picture first';
export const SSO_PASSWORD_MESSAGE =
  'You sign in with your single sign-on provider, so there is no password to change here. Change it with your provider.';
export const SSO_EMAIL_MESSAGE =
  'You sign in with your single sign-on provider, which sets your e-mail address. Change it with your provider.';

export const changeNameBodySchema = z.object({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
});
export type ChangeNameBody = z.infer<typeof changeNameBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password' })
    .min(1, 'Enter your current password')
    .max(PASSWORD_MAX_LENGTH, WRONG_CURRENT_PASSWORD_MESSAGE),
  newPassword: z
    .string({ error: 'Enter a new password' })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const changeEmailBodySchema = z.object({
  password: z
    .string({ error: 'Enter your password' })
    .min(1, 'Enter your password')
    .max(PASSWORD_MAX_LENGTH, WRONG_PASSWORD_MESSAGE),
  newEmail: emailField,
});
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;
export type ChangeEmailInput = z.input<typeof changeEmailBodySchema>;

/** 202: the change waits for the link sent to the new address. */
export const changeEmailResponseSchema = z.object({ message: z.string() });

/** The same whether the address is free or another account's, so it tells nobody which. */
export const emailChangeRequestedMessage = (newEmail: string) =>
  `We've sent a link to ${newEmail}. Your address changes when you open it.`;

/** The token is the whole credential; any text is read, and a wrong one gets the link's 400. */
export const confirmEmailChangeBodySchema = z.object({ token: z.string().max(512) });
export const confirmEmailChangeResponseSchema = z.object({ email: z.string() });
export type ConfirmEmailChangeResponse = z.infer<typeof confirmEmailChangeResponseSchema>;

/** The cancel link's token, read the same way as the confirmation link's. */
export const cancelEmailChangeBodySchema = confirmEmailChangeBodySchema;

/** A picture made by the image pipeline (`PUT /api/software-images`) from the user's upload. */
export const profilePictureBodySchema = z.object({
  profileImageUrl: z
    .string({ error: PICTURE_NOT_UPLOADED_MESSAGE })
    .regex(OBJECT_PATH_PATTERN, PICTURE_NOT_UPLOADED_MESSAGE),
});
