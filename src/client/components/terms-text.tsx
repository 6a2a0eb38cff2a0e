import { cn } from '@/client/lib/utils.ts';

/**
 * Terms as the builder typed them: plain text, line breaks kept, scrolling inside its box (the
 * keyboard can focus it to scroll), and a word of any length wrapped rather than widening the page.
 */
export function TermsText({ text, className }: { text: string; className?: string }) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable
      tabIndex={0}
      aria-label="Terms"
      className={cn(
        'max-h-72 overflow-y-auto whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-3 text-sm [overflow-wrap:anywhere] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      {text}
    </section>
  );
}
