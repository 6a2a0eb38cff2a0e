import { CheckCheck } from 'lucide-react';
import { EmptyState } from '@/client/components/empty-state.tsx';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { Skeleton } from '@/client/components/ui/skeleton.tsx';
import { useNotifications } from '@/client/features/notifications/api/get-notifications.ts';
import { useUnreadNotificationCount } from '@/client/features/notifications/api/get-unread-notification-count.ts';
import { useReadNotifications } from '@/client/features/notifications/api/read-notifications.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import type { Notification } from '@/shared/contracts/notifications.ts';
import { countOf } from '@/shared/plural.ts';
import { NotificationItem } from './notification-item.tsx';

function NotificationsSkeleton() {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Loading notifications</span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-20 w-full rounded-lg" />
      ))}
    </div>
  );
}

/** Everything the viewer was told, newest first, a page at a time. */
export function NotificationCenter() {
  const { toast } = useToast();
  const notifications = useNotifications();
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = notifications;
  const unread = useUnreadNotificationCount(true);
  const read = useReadNotifications();
  const onError = (error: unknown) => handleMutationError(toast, error);

  const open = (notification: Notification) => {
    if (notification.readAt === null) read.mutate({ ids: [notification.id] }, { onError });
  };

  if (notifications.isPending) return <NotificationsSkeleton />;
  if (notifications.isError) {
    return (
      <RetryAlert onRetry={() => void notifications.refetch()}>
        Could not load your notifications.
      </RetryAlert>
    );
  }

  const items = notifications.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return <EmptyState>You're all caught up: no notifications yet.</EmptyState>;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {unread > 0 ? countOf(unread, 'unread notification', 'unread notifications') : 'All read'}
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={unread === 0 || read.isPending}
          onClick={() => read.mutate({ all: true }, { onError })}
        >
          <CheckCheck aria-hidden="true" />
          Mark all as read
        </Button>
      </div>
      <ul className="grid gap-3" aria-label="Notifications">
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onOpen={open} />
        ))}
      </ul>
      {isFetchNextPageError && (
        <RetryAlert onRetry={() => void fetchNextPage()}>
          Could not load more notifications.
        </RetryAlert>
      )}
      {hasNextPage && !isFetchNextPageError && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}
