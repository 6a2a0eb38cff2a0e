import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import {
  mailColours,
  mailFontFamily,
  mailLink,
  mailSmallText,
  mailText,
  wrapLongWords,
} from './mail-theme.ts';

/** Why the person got the mail, and the way out of this kind of mail where there is one. */
export interface MailFooter {
  reason: string;
  unsubscribe?: { url: string; label: string };
}

interface MailLayoutProps extends MailFooter {
  /** The line a mail client shows next to the subject in the inbox. */
  preview: string;
  heading?: string;
  children: ReactNode;
}

/** Every mail's frame: the product's header, a white card for the content, and the footer. */
export function MailLayout({ preview, heading, reason, unsubscribe, children }: MailLayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: mailColours.background,
          margin: 0,
          padding: '24px 12px',
          fontFamily: mailFontFamily,
          ...wrapLongWords,
        }}
      >
        <Container style={{ maxWidth: '560px', width: '100%', ...wrapLongWords }}>
          <Section
            style={{
              backgroundColor: mailColours.primary,
              borderRadius: '10px 10px 0 0',
              padding: '18px 28px',
            }}
          >
            <Text
              style={{
                ...mailText,
                margin: 0,
                color: mailColours.primaryForeground,
                fontSize: '20px',
                fontWeight: 700,
                letterSpacing: '-0.01em',
              }}
            >
              Beta Harbor
            </Text>
          </Section>
          <Section
            style={{
              backgroundColor: mailColours.card,
              border: `1px solid ${mailColours.border}`,
              borderTop: 'none',
              borderRadius: '0 0 10px 10px',
              padding: '28px 28px 12px',
            }}
          >
            {heading ? (
              <Text style={{ ...mailText, fontSize: '22px', lineHeight: '30px', fontWeight: 700 }}>
                {heading}
              </Text>
            ) : null}
            {children}
          </Section>
          <Section style={{ padding: '20px 28px 0' }}>
            <Text style={{ ...mailSmallText, margin: '0 0 8px' }}>{reason}</Text>
            {unsubscribe ? (
              <Text style={{ ...mailSmallText, margin: '0 0 8px' }}>
                <Link href={unsubscribe.url} style={{ ...mailLink, color: mailColours.muted }}>
                  {unsubscribe.label}
                </Link>
              </Text>
            ) : null}
            <Hr style={{ borderColor: mailColours.border, margin: '12px 0' }} />
            <Text style={{ ...mailSmallText, margin: 0 }}>
              Beta Harbor · where builders find testers for their betas
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
