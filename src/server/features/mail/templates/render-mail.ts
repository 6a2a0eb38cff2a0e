import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { MailAction } from './mail-button.tsx';
import type { MailFooter } from './mail-layout.tsx';

/** A mail's two bodies: what HTML clients show, and the plain text the others (and filters) read. */
export interface RenderedMail {
  html: string;
  text: string;
}

/**
 * The HTML comes from the template; the text part is written from the same content, so it reads as
 * a letter (full addresses on lines of their own, no markup) rather than as HTML with tags removed.
 */
export async function renderMail(element: ReactElement, text: string): Promise<RenderedMail> {
  return { html: await render(element), text };
}

/** A call to action in plain text: its label, and the whole address on a line of its own. */
export const actionText = ({ label, url }: MailAction) => `${label}:\n${url}`;

/** Blocks separated by blank lines, signed, then the footer's reason and way out. */
export function plainText(blocks: string[], { reason, unsubscribe }: MailFooter): string {
  const footer = [reason, unsubscribe && `${unsubscribe.label}: ${unsubscribe.url}`];
  return [...blocks, '— Beta Harbor', footer.filter(Boolean).join('\n')].join('\n\n');
}

/** Plain text as paragraphs: split at blank lines, each kept with its own line breaks. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
