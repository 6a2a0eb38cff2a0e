import { KeyRound } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { ListingSection } from '@/client/components/listing-description.tsx';

// A web address up to the next space; the trailing punctuation of a sentence is not part of it.
const WEB_ADDRESS = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'"]/g;

/**
 * The builder's words as plain text, with their http(s) addresses made links that open only when
 * clicked; nothing else becomes markup.
 */
function withLinks(text: string) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <a
        key={match.index}
        href={match[0]}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        className="font-medium text-primary underline underline-offset-4"
      >
        {match[0]}
      </a>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, rebuilt per render
    <Fragment key={index}>{part}</Fragment>
  ));
}

/**
 * How to get the build (a TestFlight link, an invite code): the server sends it to the builder
 * and Accepted testers only, so it is shown whenever it is there.
 */
export function AccessInstructions({ text }: { text: string | null | undefined }) {
  if (!text?.trim()) return null;
  return (
    <ListingSection
      heading={
        <span className="flex items-center gap-2">
          <KeyRound className="size-5 shrink-0" aria-hidden="true" />
          How to get the build
        </span>
      }
      className="rounded-xl border border-emerald-300 bg-emerald-50 p-5 dark:border-emerald-800 dark:bg-emerald-950"
    >
      <p className="whitespace-pre-line leading-relaxed [overflow-wrap:anywhere]">
        {withLinks(text)}
      </p>
    </ListingSection>
  );
}
