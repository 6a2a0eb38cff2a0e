import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { OutgoingMail } from '@/server/features/mail/outbox.ts';
import { MailButton } from './mail-button.tsx';
import { MailLayout } from './mail-layout.tsx';
import { MailParagraph, MailParagraphs } from './mail-paragraph.tsx';
import { mailColours, mailPanel, mailSmallText, mailText } from './mail-theme.ts';
import { actionText, plainText, renderMail } from './render-mail.ts';

export interface NotificationMailContent {
  to: string;
  /** "Hi Ana," or, without a name, "Hi there,". */
  recipientName: string | null;
  subject: string;
  /** The preheader: the line a mail client shows next to the subject. */
  preview: string;
  heading: string;
  /** Plain text, escaped by React. */
  paragraphs: string[];
  /** Someone else's words, such as unread chat messages or a decline reason. */
  quotes?: { author?: string; text: string }[];
  button: { label: string; url: string };
  /** The footer: why they got it. */
  reason: string;
  /** The footer's link; also the List-Unsubscribe headers, for one-click unsubscribing. */
  unsubscribe: { url: string; label: string };
}

function Quote({ author, text }: { author?: string; text: string }) {
  return (
    <Section style={mailPanel(mailColours.quoteBorder, mailColours.background)}>
      {author ? (
        <Text style={{ ...mailSmallText, margin: '0 0 4px', fontWeight: 600 }}>{author}</Text>
      ) : null}
      <Text style={{ ...mailText, margin: 0, whiteSpace: 'pre-line' }}>{text}</Text>
    </Section>
  );
}

const quoteText = ({ author, text }: { author?: string; text: string }) =>
  [author && `${author}:`, ...text.split('\n').map((line) => `> ${line}`)]
    .filter(Boolean)
    .join('\n');

/** A mail about something that happened on Beta Harbor, for a person who asked to be told. */
export async function notificationMail(content: NotificationMailContent): Promise<OutgoingMail> {
  const { to, recipientName, subject, preview, heading, paragraphs, quotes = [] } = content;
  const { button, reason, unsubscribe } = content;
  const greeting = `Hi ${recipientName ?? 'there'},`;
  const footer = { reason, unsubscribe };
  const html = (
    <MailLayout preview={preview} heading={heading} {...footer}>
      <MailParagraph text={greeting} />
      <MailParagraphs texts={paragraphs} />
      {quotes.map((quote, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: quotes never move; two may be alike
        <Quote key={index} {...quote} />
      ))}
      <MailButton {...button} />
    </MailLayout>
  );
  const text = plainText(
    [heading, greeting, ...paragraphs, ...quotes.map(quoteText), actionText(button)],
    footer,
  );
  return {
    to,
    subject,
    ...(await renderMail(html, text)),
    kind: 'notification',
    headers: {
      'List-Unsubscribe': `<${unsubscribe.url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
