import { RefreshCw } from 'lucide-react';
import { EmptyState } from '@/client/components/empty-state.tsx';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card.tsx';
import { Spinner } from '@/client/components/ui/spinner.tsx';
import { useOutbox } from '@/client/features/admin/api/get-outbox.ts';
import { cn } from '@/client/lib/utils.ts';
import { HELD_HINT } from './outbox-status-badge.tsx';
import { OutboxTable } from './outbox-table.tsx';

/**
 * The latest mails and how their delivery went. Without a mail server the server reports them
 * as held, and the panel says why, so nobody waits for mail that will not leave.
 */
export function OutboxPanel() {
  const query = useOutbox();

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle as="h2">Outbox</CardTitle>
          <CardDescription>
            The latest 50 e-mails. Pending mail waits for the mail server to accept it; a failed one
            shows its last error.
          </CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={query.isFetching}
          onClick={() => query.refetch()}
        >
          <RefreshCw
            aria-hidden="true"
            className={cn(query.isFetching && 'animate-spin motion-reduce:animate-none')}
          />
          Refresh
        </Button>
      </CardHeader>
      <CardContent>
        <OutboxContent query={query} />
      </CardContent>
    </Card>
  );
}

function OutboxContent({ query }: { query: ReturnType<typeof useOutbox> }) {
  if (query.isPending) {
    return <Spinner label="Loading the outbox" className="flex justify-center py-6" />;
  }
  if (query.isError) return <ErrorAlert>Failed to load the outbox.</ErrorAlert>;
  if (query.data.length === 0) return <EmptyState>No e-mail sent yet.</EmptyState>;
  const anyHeld = query.data.some((item) => item.status === 'held');
  return (
    <div className="grid gap-3">
      {anyHeld && (
        <p className="rounded-md border bg-muted/50 p-3 text-sm">
          {HELD_HINT}. Held mail goes out once SMTP_URL is set and the server restarted.
        </p>
      )}
      <OutboxTable items={query.data} />
    </div>
  );
}
