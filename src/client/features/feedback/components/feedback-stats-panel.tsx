import { MessageSquareText } from 'lucide-react';
import { useId } from 'react';
import { Skeleton } from '@/client/components/ui/skeleton.tsx';
import { useFeedbackStats } from '@/client/features/feedback/api/get-feedback-stats.ts';
import { feedbackStatsText } from '@/client/features/feedback/utils/feedback-stats-text.ts';

/**
 * How the builder answers testers' reports, shown to every visitor: whether feedback here is heard
 * is part of deciding to join.
 */
export function FeedbackStatsPanel({ listingId }: { listingId: string }) {
  const headingId = useId();
  const query = useFeedbackStats(listingId);
  return (
    <section aria-labelledby={headingId} className="grid gap-1 rounded-lg border bg-muted/40 p-3">
      <h2 id={headingId} className="flex items-center gap-2 font-semibold text-sm">
        <MessageSquareText className="size-4" aria-hidden="true" />
        Feedback
      </h2>
      {query.isPending ? (
        <Skeleton className="h-4 w-3/4" />
      ) : (
        <p className="text-muted-foreground text-sm">
          {query.isError ? 'Feedback figures are unavailable.' : feedbackStatsText(query.data)}
        </p>
      )}
    </section>
  );
}
