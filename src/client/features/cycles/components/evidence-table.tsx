import type { ReactNode } from 'react';
import { TableRegion } from '@/client/components/table-region.tsx';

/** A table of the pack that scrolls sideways on a phone and prints whole. */
export const EvidenceTable = ({ label, children }: { label: string; children: ReactNode }) => (
  <TableRegion
    label={label}
    className="relative max-w-full print:overflow-visible"
    tableClassName="min-w-[36rem] print:min-w-0"
  >
    {children}
  </TableRegion>
);

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
