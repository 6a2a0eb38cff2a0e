import { type MailAction, MailButton } from './mail-button.tsx';
import { type MailFooter, MailLayout } from './mail-layout.tsx';
import { MailParagraphs } from './mail-paragraph.tsx';
import { actionText, plainText, type RenderedMail, renderMail } from './render-mail.ts';

/** A mail to one person that asks for one thing: account mail, admin mail. */
export interface ActionMailContent extends MailFooter {
  preview: string;
  heading: string;
  greeting?: string;
  /** Before the button. */
  paragraphs: string[];
  button: MailAction;
  /** After the button: what happens if they do nothing, who to ask. */
  after?: string[];
}

export function actionMail(content: ActionMailContent): Promise<RenderedMail> {
  const { preview, heading, greeting, paragraphs, button, after = [], ...footer } = content;
  const before = greeting ? [greeting, ...paragraphs] : paragraphs;
  const html = (
    <MailLayout preview={preview} heading={heading} {...footer}>
      <MailParagraphs texts={before} />
      <MailButton {...button} />
      <MailParagraphs texts={after} />
    </MailLayout>
  );
  const text = plainText([heading, ...before, actionText(button), ...after], footer);
  return renderMail(html, text);
}
