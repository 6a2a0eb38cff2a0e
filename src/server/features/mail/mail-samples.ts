import { notFound } from '@/server/lib/app-error.ts';
import type { MailTemplate } from '@/shared/contracts/admin-mail.ts';
import type { OutgoingMail } from './outbox.ts';

/**
 * One mail the product sends, built by its real builder from made-up data, for the admin's
 * template preview. Each feature that sends mail lists its own next to its mails; the app hands
 * them all to the preview, so mail imports none of the features that import it.
 */
export interface MailSample {
  name: string;
  label: string;
  build: (publicUrl: string) => Promise<OutgoingMail>;
}

/** The made-up person every sample is addressed to. */
export const SAMPLE_RECIPIENT = { email: 'ana@example.com', firstName: 'Ana' };
export const SAMPLE_TOKEN = 'sample-token-that-opens-nothing';
// A made-up secret and person: the sample's unsubscribe link is shaped like a real one and works
// for nobody.
export const SAMPLE_UNSUBSCRIBE = { sessionSecret: 'sample-secret', recipientId: 'sample-person' };
/** Hostile content belongs in the samples: layouts break on it first. */
export const UNBROKEN_WORD = 'W'.repeat(500);
export const LONG_ACCENTED_NAME =
  "Éléonore's Übersetzungsprogramm für Ångström-Messungen éééééééééééééééééééééééééé";

/** Every template, named as the admin preview lists them, with its sample's subject. */
export async function listMailTemplates(
  samples: readonly MailSample[],
  publicUrl: string,
): Promise<MailTemplate[]> {
  return Promise.all(
    samples.map(async ({ name, label, build }) => ({
      name,
      label,
      subject: (await build(publicUrl)).subject,
    })),
  );
}

/** One template filled with its sample data. */
export async function buildMailSample(
  samples: readonly MailSample[],
  publicUrl: string,
  name: string,
): Promise<OutgoingMail> {
  const sample = samples.find((s) => s.name === name);
  if (!sample) throw notFound('mail_template_not_found', 'No such mail template');
  return sample.build(publicUrl);
}
