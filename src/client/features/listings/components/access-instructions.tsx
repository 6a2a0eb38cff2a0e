import { KeyRound } from 'lucide-react';
import { ListingSection } from '@/client/components/listing-description.tsx';
import { MarkdownText } from '@/client/components/markdown-text.tsx';

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
      <MarkdownText text={text} />
    </ListingSection>
  );
}
