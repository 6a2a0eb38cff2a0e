import type { UserRow } from '@/server/db/schema/users.ts';
import type { User } from '@/shared/contracts/auth.ts';

/** The user as the API shows it: never the password hash or the provider's subject. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    role: row.role,
    phone: row.phone,
    businessName: row.businessName,
    website: row.website,
    wantsWeeklyDigest: row.wantsWeeklyDigest,
    emailVerified: row.emailVerifiedAt !== null,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
