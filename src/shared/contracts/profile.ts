import { SELF_SERVICE_ROLES } from '@/shared/constants.ts';
import { httpUrlOrEmpty } from './links.ts';
import { z } from './zod.ts';

const ADMIN_ROLE_NOT_SELECTABLE = 'Admin cannot be chosen on the profile';
const PHONE_FORMAT_MESSAGE = 'Enter a phone number, such as +1 555 0100';

/** A plus only in front; digits with the usual separators. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * A number someone could dial: 7 digits at the least (a local number), 15 at the most (E.164's
 * longest international number), written with spaces, dashes, dots or brackets as people do.
 */
function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(value) && digits >= 7 && digits <= 15;
}

export const updateProfileBodySchema = z.object({
  /** Ignored for admins, whose role only another admin changes. */
  role: z
    .enum(SELF_SERVICE_ROLES, {
      error: (issue) =>
        issue.input === 'Admin' ? ADMIN_ROLE_NOT_SELECTABLE : 'Role must be Builder or Tester',
    })
    .optional(),
  phone: z
    .string({ error: 'Phone is required' })
    .trim()
    .min(1, 'Phone is required')
    .max(40, 'Phone is too long')
    // An empty phone already has its own message; one error per field is enough.
    .refine((value) => value === '' || isPhoneNumber(value), PHONE_FORMAT_MESSAGE),
  businessName: z.string().trim().max(120).default(''),
  website: httpUrlOrEmpty().default(''),
  wantsWeeklyDigest: z.boolean().default(false),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
export type UpdateProfileInput = z.input<typeof updateProfileBodySchema>;
