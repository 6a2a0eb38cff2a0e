import { type ReactNode, useId } from 'react';
import { cn } from '@/client/lib/utils.ts';
import { MarkdownText } from './markdown-text.tsx';

type ListingDescriptionProps = {
  /** The demo player; its section is left out when there is none. */
  video: ReactNode;
  longDescription: string;
  notes: string | null;
  /** The listing's own page speaks to testers ("Test Instructions"); a shared link to anyone. */
  notesHeading: string;
  /** Sections after the notes, e.g. the shared page's invitation to join. */
  children?: ReactNode;
};

/** The long part of one listing's page, under its title and beside its side column. */
export function ListingDescription({
  video,
  longDescription,
  notes,
  notesHeading,
  children,
}: ListingDescriptionProps) {
  return (
    <div className="grid min-w-0 content-start gap-8 lg:col-span-2">
      {video && <ListingSection heading="Demo Video">{video}</ListingSection>}
      <ListingSection heading="About this software">
        <MarkdownText text={longDescription} />
      </ListingSection>
      {notes && (
        <ListingSection heading={notesHeading} className="rounded-xl border bg-muted/50 p-5">
          <MarkdownText text={notes} />
        </ListingSection>
      )}
      {children}
    </div>
  );
}

type ListingSectionProps = {
  heading: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A section named by its own heading, so it is a landmark a screen reader can jump to. */
export function ListingSection({ heading, className, children }: ListingSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('grid min-w-0 gap-3', className)}>
      <h2 id={headingId} className="font-semibold text-xl tracking-tight">
        {heading}
      </h2>
      {children}
    </section>
  );
}
