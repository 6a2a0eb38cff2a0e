import type { OutgoingMail } from '@/server/features/mail/outbox.ts';
import { actionMail } from '@/server/features/mail/templates/action-mail.tsx';
import { paragraphsOf } from '@/server/features/mail/templates/render-mail.ts';

const PREVIEW_LENGTH = 120;

/** An admin's message: their words as paragraphs (escaped), under their subject, in the layout. */
export async function adminMail(
  to: string,
  { subject, message }: { subject: string; message: string },
  publicUrl: string,
): Promise<OutgoingMail> {
  const paragraphs = paragraphsOf(message);
  const preview = (paragraphs[0] ?? '').replaceAll('\n', ' ');
  const body = await actionMail({
    preview: preview.length > PREVIEW_LENGTH ? `${preview.slice(0, PREVIEW_LENGTH - 1)}…` : preview,
    heading: subject,
    paragraphs,
    button: { label: 'Open Beta Harbor', url: `${publicUrl}/` },
    reason: 'You got this mail from the Beta Harbor team because you have an account.',
  });
  return { to, subject, ...body, kind: 'admin' };
}
