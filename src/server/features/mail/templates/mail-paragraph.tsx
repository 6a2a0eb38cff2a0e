import { Text } from '@react-email/text';
import { Fragment } from 'react';
import { mailText } from './mail-theme.ts';

/** A paragraph of plain text, escaped by React, its own line breaks kept. */
export function MailParagraph({ text }: { text: string }) {
  return (
    <Text style={mailText}>
      {text.split('\n').map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines never move; the same line may recur
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}

/** Paragraphs in order; two alike (an admin's message may repeat one) are still two. */
export function MailParagraphs({ texts }: { texts: string[] }) {
  return texts.map((text, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs never move; the same one may recur
    <MailParagraph key={index} text={text} />
  ));
}
