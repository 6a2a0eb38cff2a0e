import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { type MailAction, MailButton } from './mail-button.tsx';
import { type MailFooter, MailLayout } from './mail-layout.tsx';
import { MailParagraph } from './mail-paragraph.tsx';
import { mailColours, mailLink, mailPanel, mailSmallText, mailText } from './mail-theme.ts';
import { actionText, plainText, type RenderedMail, renderMail } from './render-mail.ts';

interface DigestListing {
  name: string;
  description: string;
  url: string;
}

export interface DigestMailContent extends MailFooter {
  preview: string;
  greeting: string;
  intro: string;
  listings: DigestListing[];
  button: MailAction;
}

function ListingCard({ name, description, url }: DigestListing) {
  return (
    <Section style={mailPanel(mailColours.primary, mailColours.secondary)}>
      <Text style={{ ...mailText, margin: 0, fontWeight: 600 }}>
        <Link href={url} style={{ ...mailLink, color: mailColours.secondaryForeground }}>
          {name}
        </Link>
      </Text>
      <Text style={{ ...mailSmallText, margin: '2px 0 0' }}>{description}</Text>
    </Section>
  );
}

/** The weekly digest: the week's new listings, each a link to its page. */
export function digestMail(content: DigestMailContent): Promise<RenderedMail> {
  const { preview, greeting, intro, listings, button, ...footer } = content;
  const html = (
    <MailLayout preview={preview} heading="New betas this week" {...footer}>
      <MailParagraph text={greeting} />
      <MailParagraph text={intro} />
      {listings.map((listing) => (
        <ListingCard key={listing.url} {...listing} />
      ))}
      <Section style={{ margin: '20px 0 0' }}>
        <MailButton {...button} />
      </Section>
    </MailLayout>
  );
  const items = listings.map((l) => `- ${l.name}: ${l.description}\n  ${l.url}`).join('\n');
  const text = plainText([greeting, intro, items, actionText(button)], footer);
  return renderMail(html, text);
}
