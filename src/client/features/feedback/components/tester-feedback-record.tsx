import { Card, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card.tsx';
import { Skeleton } from '@/client/components/ui/skeleton.tsx';
import { useTesterRecord } from '@/client/features/feedback/api/get-tester-record.ts';
import { testerRecordText } from '@/client/features/feedback/utils/feedback-stats-text.ts';
import type { User } from '@/shared/contracts/auth.ts';

/** The profile's "Your feedback": only testers report, so other roles see nothing. */
export function TesterFeedbackRecord({ user }: { user: Pick<User, 'id' | 'role'> }) {
  if (user.role !== 'Tester') return null;
  return <RecordCard userId={user.id} />;
}

function RecordCard({ userId }: { userId: string }) {
  const query = useTesterRecord(userId);
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          Your feedback
        </CardTitle>
        {query.isPending ? (
          <Skeleton className="h-4 w-2/3" />
        ) : (
          <CardDescription>
            {query.isError ? 'Your feedback record is unavailable.' : testerRecordText(query.data)}
          </CardDescription>
        )}
      </CardHeader>
    </Card>
  );
}
