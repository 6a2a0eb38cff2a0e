import type { ReactNode } from 'react';

/** A table of the pack that scrolls sideways on a phone and prints whole. */
export function EvidenceTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be keyboard-reachable
      tabIndex={0}
      className="relative max-w-full overflow-x-auto rounded-lg border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring print:overflow-visible"
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm print:min-w-0">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </section>
  );
}

export function HeadCell({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="whitespace-nowrap border-b bg-muted/60 px-3 py-2 font-medium">
      {children}
    </th>
  );
}

export function Cell({ children }: { children: ReactNode }) {
  return <td className="border-b px-3 py-2 align-top [overflow-wrap:anywhere]">{children}</td>;
}
