import { describe, expect, it } from 'vitest';
import { MAIL_SAMPLES } from '@/server/mail-catalogue.ts';
import { buildMailSample, listMailTemplates } from './mail-samples.ts';

/**
 * Every mail the product sends, built by its real builder from sample data: each must carry the
 * layout in HTML and read as a letter in plain text.
 */
const PUBLIC_URL = 'https://harbor.example';
const templates = await listMailTemplates(MAIL_SAMPLES, PUBLIC_URL);

/** The addresses the HTML links to, as a reader would follow them (entities undone). */
const hrefsIn = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map(([, href = '']) =>
    href.replaceAll('&amp;', '&'),
  );

describe('every mail template', () => {
  it('lists all twenty-six mails, each with its subject', () => {
    expect(templates.map((t) => t.name)).toEqual([
      'verification',
      'password-reset',
      'sign-in-with-provider',
      'password-changed',
      'email-change-link',
      'email-change-notice',
      'digest',
      'admin',
      'notification-messages',
      'notification-tester_joined',
      'notification-feedback_received',
      'notification-decision',
      'notification-waitlist_promoted',
      'notification-inactivity',
      'notification-report_updated',
      'notification-cycle_reminder',
      'notification-cycle_alert',
      'notification-build_posted',
      'notification-invitation',
      'moderation-listing-hidden',
      'moderation-listing-restored',
      'moderation-appeal-rejected',
      'moderation-content-removed',
      'moderation-warning',
      'moderation-suspended',
      'moderation-suspension-ended',
    ]);
    expect(templates.find((t) => t.name === 'verification')?.subject).toBe(
      'Confirm your e-mail address for Beta Harbor',
    );
    expect(templates.find((t) => t.name === 'digest')?.subject).toBe(
      'New betas this week on Beta Harbor (2)',
    );
  });

  it.each(templates.map((t) => t.name))(
    '%s: the layout in HTML (header, button, footer) and every link in full in the text',
    async (name) => {
      const { html, text } = await buildMailSample(MAIL_SAMPLES, PUBLIC_URL, name);
      expect(html).toMatch(/^<!DOCTYPE html/);
      expect(html).toMatch(/<p [^>]*>Beta Harbor<\/p>/);
      // The button: a link drawn in the brand's colour, its address written out below it.
      const button = /<a href="([^"]+)"[^>]*style="[^"]*background-color:#3b36c4/.exec(html);
      expect(button?.[1]).toMatch(/^https:\/\/harbor\.example\//);
      expect(html).toContain('If the button does not work, copy this address into your browser:');
      expect(html).toMatch(/You (got|get) this( mail)? (because|from the Beta Harbor team)/);

      const links = hrefsIn(html);
      expect(links.length).toBeGreaterThan(1);
      for (const link of links) expect(text).toContain(link);
      expect(text).toMatch(/You (got|get) this/);
      expect(text).toContain('— Beta Harbor');
      expect(text).not.toMatch(/<\/?[a-z][^>]*>|&amp;|&lt;|&#/i);
    },
  );

  it('keeps the essential sentences and the greeting of the account mails', async () => {
    const verification = await buildMailSample(MAIL_SAMPLES, PUBLIC_URL, 'verification');
    expect(verification.text).toContain('Hi Ana,');
    expect(verification.text).toContain(
      'Please confirm that this is your e-mail address by opening this link:',
    );
    expect(verification.html).toContain('The link works once and for 48 hours.');
    const reset = await buildMailSample(MAIL_SAMPLES, PUBLIC_URL, 'password-reset');
    expect(reset.text).toContain('Open this link within 60 minutes to choose a new one:');
  });

  it('notification: hostile quotes escaped, and the one-click unsubscribe headers', async () => {
    const mail = await buildMailSample(MAIL_SAMPLES, PUBLIC_URL, 'notification-messages');
    expect(mail).toMatchObject({
      kind: 'message',
      to: 'ana@example.com',
      subject: '2 unread messages from Bruno Builder about Tide Tables',
    });
    expect(mail.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<https:\/\/harbor\.example\/api\/notifications\/unsubscribe\?type=message&token=[\w.-]+>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.html).toContain('W'.repeat(500));
    expect(mail.text).toContain(`> ${'W'.repeat(500)}`);
    expect(mail.html).toContain('Stop e-mails like this');
    expect(mail.html).toContain('overflow-wrap:anywhere');
  });

  it('an unknown template is a 404', async () => {
    await expect(buildMailSample(MAIL_SAMPLES, PUBLIC_URL, 'nope')).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
