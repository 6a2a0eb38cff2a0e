/**
 * The part of auth that accounts uses, and the only file of auth another feature may import
 * (biome.json keeps it so): the password policy and hashing, creating a password account, making
 * a proved ADMIN_EMAILS address Admin, and ending a user's sessions and forgetting their failed
 * sign-ins when the password changes or the account goes. Auth imports nothing of accounts.
 */
export {
  createPasswordAccount,
  isConfiguredAdmin,
  promoteConfiguredAdmin,
} from './auth.service.ts';
export { hashPassword, verifyPassword } from './password-hashing.ts';
export { assertAcceptablePassword, COMMON_PASSWORD_MESSAGE } from './password-policy.ts';
export { deleteUserSessions } from './session/session-store.ts';
export { forgetSignInFailures } from './sign-in-throttle.ts';
