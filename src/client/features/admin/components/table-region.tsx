import type { ReactNode } from 'react';
import { TableRegion } from '@/client/components/table-region.tsx';

/** Every admin table: a region that scrolls below 44rem. */
export const AdminTableRegion = ({ label, children }: { label: string; children: ReactNode }) => (
  <TableRegion label={label} tableClassName="min-w-[44rem]">
    {children}
  </TableRegion>
);

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
