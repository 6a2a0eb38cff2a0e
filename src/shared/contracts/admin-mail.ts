import { z } from './zod.ts';

/** Admins look at mail as its recipients would: each outbox row's HTML, and every template. */
export const adminMailPaths = {
  outboxHtml: (id: string) => `/api/admin/outbox/${id}/html`,
  mailTemplates: '/api/admin/mail-templates',
  mailTemplateHtml: (name: string) => `/api/admin/mail-templates/${name}/html`,
} as const;

export const outboxIdParamsSchema = z.object({ id: z.uuid() });
export const mailTemplateParamsSchema = z.object({ name: z.string().max(100) });

const mailTemplateSchema = z.object({
  /** The path segment of its preview. */
  name: z.string(),
  label: z.string(),
  /** The subject of the sample mail. */
  subject: z.string(),
});
export type MailTemplate = z.infer<typeof mailTemplateSchema>;
export const mailTemplateListSchema = z.array(mailTemplateSchema);

/** The mail's HTML, served into a sandboxed frame. */
export const mailHtmlSchema = z.string();
