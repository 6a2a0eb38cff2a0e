import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { mailColours, mailLink, mailSmallText } from './mail-theme.ts';

export interface MailAction {
  label: string;
  url: string;
}

/**
 * The mail's one call to action, and its address written out below it: some clients block
 * buttons and images, and a person may rather copy the link than click it.
 */
export function MailButton({ label, url }: MailAction) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button
        href={url}
        style={{
          backgroundColor: mailColours.primary,
          color: mailColours.primaryForeground,
          borderRadius: '8px',
          padding: '12px 24px',
          fontSize: '16px',
          lineHeight: '24px',
          fontWeight: 600,
          textDecoration: 'none',
          display: 'inline-block',
        }}
      >
        {label}
      </Button>
      <Text style={{ ...mailSmallText, margin: '16px 0 0' }}>
        If the button does not work, copy this address into your browser:
        <br />
        <Link href={url} style={{ ...mailLink, wordBreak: 'break-all' }}>
          {url}
        </Link>
      </Text>
    </Section>
  );
}
