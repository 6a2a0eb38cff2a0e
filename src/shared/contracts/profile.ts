import { SELF_SERVICE_ROLES } from '@/shared/constants.ts';
import { httpUrlOrEmpty } from './links.ts';
import { z } from './zod.ts';

export const ADMIN_ROLE_NOT_SELECTABLE = 'Admin cannot be chosen on the profile';

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
    .max(40, 'Phone is too long'),
  businessName: z.string().trim().max(120).default(''),
  website: httpUrlOrEmpty().default(''),
  wantsWeeklyDigest: z.boolean().default(false),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
export type UpdateProfileInput = z.input<typeof updateProfileBodySchema>;
