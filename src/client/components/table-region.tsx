import type { ReactNode } from 'react';
import { cn } from '@/client/lib/utils.ts';

type TableRegionProps = {
  /** Names the scrolling region and, for screen readers, the table inside it. */
  label: string;
  /** The header row and body rows of the table. */
  children: ReactNode;
  /** Added to the region's classes (print rules, say). */
  className?: string;
  /** Added to the table's: its least width, below which the region scrolls. */
  tableClassName?: string;
};

/**
 * A wide table that scrolls sideways on small screens instead of squeezing its columns. The
 * region takes focus so keyboard users can scroll it too (WCAG 2.1.1).
 */
export function TableRegion({ label, children, className, tableClassName }: TableRegionProps) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be keyboard-reachable
      tabIndex={0}
      className={cn(
        'overflow-x-auto rounded-lg border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <table className={cn('w-full border-collapse text-left text-sm', tableClassName)}>
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </section>
  );
}
