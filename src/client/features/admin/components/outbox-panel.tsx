import { RefreshCw } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/utils.ts';
import { useOutbox } from '../api/get-outbox.ts';
import { OutboxTable } from './outbox-table.tsx';

/**
 * The latest mails and how their delivery went. Whether a mail server is configured is the
 * server's business: without one, mails simply stay pending here.
 */
export function OutboxPanel() {
  const query = useOutbox();

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle as="h2">Outbox</CardTitle>
          <CardDescription>
            The latest 50 e-mails. A mail stays Pending until the mail server accepts it; a failed
            one shows its last error.
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
  return <OutboxTable items={query.data} />;
}
