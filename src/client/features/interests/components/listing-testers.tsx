import { type ReactNode, useId, useState } from 'react';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { Spinner } from '@/client/components/ui/spinner.tsx';
import { useDecideTesters } from '@/client/features/interests/api/decide-testers.ts';
import { useListingTesters } from '@/client/features/interests/api/get-listing-testers.ts';
import { useReviewInterest } from '@/client/features/interests/api/review-interest.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import { LISTING_FULL_MESSAGE } from '@/shared/contracts/interest-messages.ts';
import type { ListingTester } from '@/shared/contracts/interests.ts';
import type { ScreeningQuestion } from '@/shared/contracts/screening.ts';
import { countOf } from '@/shared/plural.ts';
import { countTesters, holdsPlace, placesLeftOf } from '@/shared/tester-counts.ts';
import { AnswerFilter } from './answer-filter.tsx';
import { type DecisionChoice, DecisionDialog, type PendingDecision } from './decision-dialog.tsx';
import { RecordToolbar } from './record-toolbar.tsx';
import {
  NO_RECORD_FILTERS,
  orderTesters,
  type RecordFilters,
  type TesterOrder,
} from './tester-order.ts';
import { TesterRow } from './tester-row.tsx';
import { TesterSelectionBar } from './tester-selection-bar.tsx';
import {
  type AnswerFilters,
  choiceQuestionsOf,
  testerName,
  testersMatching,
} from './testers-view.ts';

type ListingTestersProps = {
  listingId: string;
  /** The listing's screening questions: prompts label the answers, choice ones filter. */
  questions?: ScreeningQuestion[];
  /** The listing's places; null for no limit. Taking in one more tester needs a free one. */
  testerLimit?: number | null;
  /** Whether the listing names platforms: each tester's fitting devices are shown then. */
  matchesDevices?: boolean;
  /** What the screen adds to each row (the chat feature's Message button). */
  renderTesterActions?: (tester: ListingTester, describedBy: string) => ReactNode;
};

/** A decision waiting for its reason, with the signups it is about. */
type Deciding = PendingDecision & { interestIds: string[]; one: boolean };

/**
 * The testers who joined one of the builder's listings: what they answered, where they stand, and
 * the builder's decisions about one of them or about the selected ones at once.
 */
export function ListingTesters({
  listingId,
  questions = [],
  testerLimit = null,
  matchesDevices = false,
  renderTesterActions,
}: ListingTestersProps) {
  const query = useListingTesters(listingId);
  const { toast } = useToast();
  const review = useReviewInterest({ listingId });
  const decideMany = useDecideTesters({ listingId });
  const [filters, setFilters] = useState<AnswerFilters>({});
  const [order, setOrder] = useState<TesterOrder>('newest');
  const [recordFilters, setRecordFilters] = useState<RecordFilters>(NO_RECORD_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const placesNoteId = useId();
  const busy = review.isPending || decideMany.isPending;

  if (query.isPending) return <Spinner label="Loading testers" className="py-2" />;
  if (query.isError) return <ErrorAlert>Failed to load the testers.</ErrorAlert>;
  if (query.data.length === 0) {
    return <p className="text-muted-foreground text-sm">No testers have joined yet.</p>;
  }

  const answered = testersMatching(query.data, filters);
  const shown = orderTesters(answered, order, recordFilters);
  // Only what the builder can see is acted on: a filter hides a selected tester from the decision.
  const chosen = shown.filter((tester) => selected.has(tester.id));
  // The server answers 409 to taking in more testers than there are places: not offered here.
  const placesLeft = placesLeftOf(testerLimit, countTesters(query.data));
  const fits = (testers: ListingTester[]) =>
    placesLeft === null ||
    testers.filter((tester) => !holdsPlace(tester.status)).length <= placesLeft;
  const chosenFit = fits(chosen);
  const placesNote =
    placesLeft === 0
      ? LISTING_FULL_MESSAGE
      : `Only ${countOf(placesLeft ?? 0, 'place is', 'places are')} free; raise the tester limit first`;
  const showPlacesNote =
    !chosenFit || (placesLeft === 0 && query.data.some((tester) => !holdsPlace(tester.status)));

  const select = (ids: string[], on: boolean) =>
    setSelected((before) => {
      const after = new Set(before);
      for (const id of ids) {
        if (on) after.add(id);
        else after.delete(id);
      }
      return after;
    });

  const decideOne = (tester: ListingTester, status: DecisionChoice) =>
    setDeciding({
      status,
      who: { name: testerName(tester), record: tester.record },
      interestIds: [tester.id],
      one: true,
    });
  const decideChosen = (status: DecisionChoice) =>
    setDeciding({
      status,
      who: { count: chosen.length },
      interestIds: chosen.map((tester) => tester.id),
      one: false,
    });

  function confirm(reason: string) {
    if (!deciding) return;
    const { status, interestIds, one } = deciding;
    const decision = { status, ...(reason ? { reason } : {}) };
    const onError = (error: unknown) => handleMutationError(toast, error);
    const done = () => setDeciding(null);
    const [interestId] = interestIds;
    if (one && interestId) {
      review.mutate(
        { interestId, ...decision },
        {
          onSuccess: () => {
            toast({ title: `Tester ${status.toLowerCase()}` });
            done();
          },
          onError,
        },
      );
      return;
    }
    decideMany.mutate(
      { interestIds, ...decision },
      {
        onSuccess: (decided) => {
          toast({
            title: `${countOf(decided.length, 'tester', 'testers')} ${status.toLowerCase()}`,
          });
          select(interestIds, false);
          done();
        },
        onError,
      },
    );
  }

  return (
    <div className="grid min-w-0 gap-3">
      <AnswerFilter
        questions={choiceQuestionsOf(questions)}
        value={filters}
        onChange={setFilters}
      />
      <RecordToolbar
        order={order}
        onOrderChange={setOrder}
        filters={recordFilters}
        onFiltersChange={setRecordFilters}
        matchesDevices={matchesDevices}
      />
      <TesterSelectionBar
        shownCount={shown.length}
        selectedCount={chosen.length}
        onSelectAll={(on) =>
          select(
            shown.map((tester) => tester.id),
            on,
          )
        }
        onDecide={decideChosen}
        busy={busy}
        canAccept={chosenFit && chosen.some((tester) => tester.status !== 'Accepted')}
        acceptBlockedBy={chosenFit ? undefined : placesNoteId}
      />
      {showPlacesNote && (
        <p id={placesNoteId} className="text-muted-foreground text-sm">
          {placesNote}.
        </p>
      )}
      {shown.length < query.data.length && (
        <p className="text-muted-foreground text-sm">
          Showing {shown.length} of {countOf(query.data.length, 'tester', 'testers')}
        </p>
      )}
      {shown.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          {answered.length === 0
            ? 'No testers gave these answers.'
            : 'No testers match these filters.'}
        </p>
      ) : (
        <ul className="grid gap-3">
          {shown.map((tester) => (
            <li key={tester.id}>
              <TesterRow
                tester={tester}
                questions={questions}
                selected={selected.has(tester.id)}
                onSelectedChange={(on) => select([tester.id], on)}
                onDecide={(status) => decideOne(tester, status)}
                busy={busy}
                showsDevices={matchesDevices}
                acceptBlockedBy={fits([tester]) ? undefined : placesNoteId}
                renderActions={
                  renderTesterActions && ((describedBy) => renderTesterActions(tester, describedBy))
                }
              />
            </li>
          ))}
        </ul>
      )}
      <DecisionDialog
        decision={deciding}
        pending={busy}
        onConfirm={confirm}
        onClose={() => setDeciding(null)}
      />
    </div>
  );
}
