import type { ReactNode } from 'react';

type TableRegionProps = {
  /** Names the scrolling region and, for screen readers, the table inside it. */
  label: string;
  /** The header row and body rows of the table. */
  children: ReactNode;
};

/**
 * A wide table that scrolls sideways on small screens instead of squeezing its columns. The
 * region takes focus so keyboard users can scroll it too (WCAG 2.1.1).
 */
export function TableRegion({ label, children }: TableRegionProps) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be keyboard-reachable
      tabIndex={0}
      className="overflow-x-auto rounded-lg border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </section>
  );
}

/** A column heading, styled once for every admin table. */
export function HeaderCell({ children }: { children: ReactNode }) {
  return (
    <th
      scope="col"
      className="whitespace-nowrap bg-muted/60 px-4 py-3 font-medium text-muted-foreground"
    >
      {children}
    </th>
  );
}
