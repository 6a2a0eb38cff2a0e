import { TableRegion } from '@/client/components/table-region.tsx';
import type { AuditEntry } from '@/shared/contracts/moderation.ts';
import { AUDIT_ACTION_LABELS } from '@/shared/contracts/moderation-rules.ts';
import { formatMoment } from './format-moment.ts';
import { describePerson } from './person-ref.ts';

const HEADINGS = ['When', 'Who', 'What', 'About', 'Why', 'Details'];

/** The entry's author: the command line writes entries with no actor and says so in its details. */
function describeActor(entry: AuditEntry): string {
  if (entry.actor) return describePerson(entry.actor);
  return entry.details.by === 'command line' ? 'Command line' : 'Deleted account';
}

function describeAbout(entry: AuditEntry): string | null {
  const parts = [];
  if (entry.subject) parts.push(describePerson(entry.subject));
  if (entry.targetType && entry.targetId && entry.targetId !== entry.subject?.id) {
    parts.push(`${entry.targetType} ${entry.targetId}`);
  }
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The details beyond the reason (shown in its own column) and the author (shown as Who). */
function describeDetails(details: AuditEntry['details']): string {
  return Object.entries(details)
    .filter(([key]) => key !== 'reason' && key !== 'by')
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}

/** The log's entries, newest first; free text may be long and wraps within its column. */
export function AuditLogTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <TableRegion label="Audit log entries" tableClassName="min-w-[56rem]">
      <thead>
        <tr>
          {HEADINGS.map((heading) => (
            <th
              key={heading}
              scope="col"
              className="whitespace-nowrap bg-muted/60 px-4 py-3 font-medium text-muted-foreground"
            >
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} className="border-t align-top">
            <td className="whitespace-nowrap px-4 py-3">
              <time dateTime={entry.createdAt}>{formatMoment(entry.createdAt)}</time>
            </td>
            <td className="max-w-48 px-4 py-3 [overflow-wrap:anywhere]">{describeActor(entry)}</td>
            <td className="px-4 py-3">{AUDIT_ACTION_LABELS[entry.action]}</td>
            <td className="max-w-56 px-4 py-3 [overflow-wrap:anywhere]">
              {describeAbout(entry) ?? <span className="text-muted-foreground">None</span>}
            </td>
            <td className="max-w-64 whitespace-pre-wrap px-4 py-3 [overflow-wrap:anywhere]">
              {entry.reason ?? <span className="text-muted-foreground">None</span>}
            </td>
            <td className="max-w-64 px-4 py-3 text-muted-foreground [overflow-wrap:anywhere]">
              {describeDetails(entry.details) || 'None'}
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
