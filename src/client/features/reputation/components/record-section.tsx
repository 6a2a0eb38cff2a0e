import type { RecordRow } from '@/client/features/reputation/utils/record-rows.ts';

/** One side of a record: each figure, what it says, and how many events it rests on. */
export function RecordSection({ title, rows }: { title: string; rows: RecordRow[] }) {
  const headingId = `record-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="font-semibold text-xl tracking-tight">
        {title}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.key} className="grid min-w-0 gap-0.5 rounded-lg border p-3">
            <dt className="text-muted-foreground text-sm">{row.label}</dt>
            <dd className="font-semibold text-lg">
              {row.value}
              {row.basis && (
                <span className="ml-2 font-normal text-muted-foreground text-sm">{row.basis}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
