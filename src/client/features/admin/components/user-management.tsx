import { useRef } from 'react';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card.tsx';
import { Skeleton } from '@/client/components/ui/skeleton.tsx';
import { useUsers } from '@/client/features/admin/api/get-users.ts';
import { useMediaQuery } from '@/client/features/admin/hooks/use-media-query.ts';
import { UserCards } from './user-cards.tsx';
import { UserStats } from './user-stats.tsx';
import { UserTable } from './user-table.tsx';

/** The counts and the user table, both from one read of every account. */
export function UserManagement({ currentUserId }: { currentUserId: string }) {
  const query = useUsers();
  const heading = useRef<HTMLHeadingElement>(null);
  // Tailwind's `sm` breakpoint: narrower screens get cards, one user each, instead of columns.
  const wide = useMediaQuery('(min-width: 40rem)');

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading users" className="grid grid-cols-1 gap-6">
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {['total', 'builders', 'testers', 'admins'].map((key) => (
            <Skeleton key={key} className="h-24 rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  }
  if (query.isError) return <ErrorAlert>Failed to load the users.</ErrorAlert>;
  const List = wide ? UserTable : UserCards;

  return (
    // One minmax(0, 1fr) column, so a wide table scrolls inside its card instead of
    // stretching the page.
    <div className="grid grid-cols-1 gap-6">
      <UserStats users={query.data} />
      <Card>
        <CardHeader>
          {/* Takes focus after a removal: the removed row's button, where it was, is gone. */}
          <CardTitle as="h2" ref={heading} tabIndex={-1} className="focus-visible:outline-none">
            Users
          </CardTitle>
          <CardDescription>
            Newest first. A new role takes effect as soon as it is picked.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <List
            users={query.data}
            currentUserId={currentUserId}
            onRemoved={() => heading.current?.focus()}
          />
        </CardContent>
      </Card>
    </div>
  );
}
