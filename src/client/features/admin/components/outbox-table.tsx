import { Button } from '@/client/components/ui/button.tsx';
import { formatTimeAgo } from '@/client/lib/format-date.ts';
import type { OutboxItem } from '@/shared/contracts/admin.ts';
import { adminMailPaths } from '@/shared/contracts/admin-mail.ts';
import { MailPreviewDialog } from './mail-preview-dialog.tsx';
import { OutboxStatusBadge } from './outbox-status-badge.tsx';
import { AdminTableRegion, HeaderCell } from './table-region.tsx';

const KIND_LABELS: Record<string, string> = {
  admin: 'Admin e-mail',
  digest: 'Weekly digest',
  account: 'Account e-mail',
  notification: 'Notification',
  message: 'Unread messages',
};

export function OutboxTable({ items }: { items: OutboxItem[] }) {
  return (
    <AdminTableRegion label="Outbox">
      <thead>
        <tr>
          <HeaderCell>Recipient</HeaderCell>
          <HeaderCell>Subject</HeaderCell>
          <HeaderCell>Kind</HeaderCell>
          <HeaderCell>Status</HeaderCell>
          <HeaderCell>Attempts</HeaderCell>
          <HeaderCell>Last error</HeaderCell>
          <HeaderCell>Created</HeaderCell>
          <HeaderCell>Mail</HeaderCell>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} className="border-t align-top">
            <td className="whitespace-nowrap px-4 py-3">{item.toAddress}</td>
            <td className="max-w-64 px-4 py-3">{item.subject}</td>
            <td className="whitespace-nowrap px-4 py-3">{KIND_LABELS[item.kind] ?? item.kind}</td>
            <td className="px-4 py-3">
              <OutboxStatusBadge status={item.status} />
            </td>
            <td className="px-4 py-3 tabular-nums">{item.attempts}</td>
            <td className="max-w-64 break-words px-4 py-3">
              {item.lastError ? (
                <span className="text-destructive">{item.lastError}</span>
              ) : (
                <span className="text-muted-foreground">None</span>
              )}
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
              <time dateTime={item.createdAt}>{formatTimeAgo(item.createdAt)}</time>
            </td>
            <td className="px-4 py-2">
              <MailPreviewDialog
                trigger={
                  // relative: holds the sr-only text, which would otherwise escape the table's
                  // scrolling region and widen the page on a phone.
                  <Button variant="outline" size="sm" className="relative">
                    View <span className="sr-only">the mail to {item.toAddress}</span>
                  </Button>
                }
                title={item.subject}
                description={`To ${item.toAddress}`}
                src={adminMailPaths.outboxHtml(item.id)}
                frameTitle={`The mail "${item.subject}" to ${item.toAddress}`}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTableRegion>
  );
}
