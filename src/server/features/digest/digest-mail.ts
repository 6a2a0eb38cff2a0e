import type { OutgoingMail } from '@/server/features/mail/outbox.ts';
import { digestMail as renderDigest } from '@/server/features/mail/templates/digest-mail.tsx';
import { createUnsubscribeToken } from '@/server/lib/unsubscribe-token.ts';
import { clientRoutes } from '@/shared/routes.ts';

export interface DigestRecipient {
  id: string;
  email: string | null;
  firstName: string | null;
}

export interface DigestListingRow {
  id: string;
  name: string;
  shortDescription: string;
}

/**
 * One subscriber's digest. Its unsubscribe link is signed for that subscriber and is also in the
 * List-Unsubscribe headers, so a mail client can offer one-click unsubscribing.
 */
export async function digestMail(
  settings: { publicUrl: string; sessionSecret: string },
  recipient: DigestRecipient,
  listings: DigestListingRow[],
  now: Date,
): Promise<OutgoingMail> {
  const token = createUnsubscribeToken(settings.sessionSecret, recipient.id, now);
  const unsubscribeUrl = `${settings.publicUrl}/api/digest/unsubscribe?token=${token}`;
  const body = await renderDigest({
    preview: listings.map((l) => l.name).join(', '),
    greeting: `Hi ${recipient.firstName ?? 'there'},`,
    intro: 'New on Beta Harbor this week:',
    listings: listings.map((l) => ({
      name: l.name,
      description: l.shortDescription,
      url: `${settings.publicUrl}${clientRoutes.listing(l.id)}`,
    })),
    button: { label: 'Browse all betas', url: `${settings.publicUrl}${clientRoutes.browse}` },
    reason: 'You got this mail because you subscribed to the Beta Harbor weekly digest.',
    unsubscribe: { url: unsubscribeUrl, label: 'Unsubscribe from the weekly digest' },
  });
  return {
    to: recipient.email as string,
    subject: `New betas this week on Beta Harbor (${listings.length})`,
    ...body,
    kind: 'digest',
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
