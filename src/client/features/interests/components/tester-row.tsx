import { Check, X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'wouter';
import { Avatar, AvatarFallback, AvatarImage } from '@/client/components/ui/avatar.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { formatDate } from '@/client/lib/format-date.ts';
import { getInitials } from '@/client/lib/user-name.ts';
import type { ListingTester } from '@/shared/contracts/interests.ts';
import type { ScreeningQuestion } from '@/shared/contracts/screening.ts';
import { clientRoutes } from '@/shared/routes.ts';
import type { DecisionChoice } from './decision-dialog.tsx';
import { InterestStatusBadge } from './interest-status-badge.tsx';
import { MatchingDevices } from './matching-devices.tsx';
import { TesterRecordView } from './tester-record.tsx';
import { answeredQuestions, testerName } from './testers-view.ts';

type TesterRowProps = {
  tester: ListingTester;
  questions: ScreeningQuestion[];
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onDecide: (status: DecisionChoice) => void;
  busy: boolean;
  /** Whether the listing names platforms, so the tester's fitting devices are worth a line. */
  showsDevices?: boolean;
  /** The id of the note saying why no place is free for this tester; Accept is off then. */
  acceptBlockedBy?: string;
  /** What the screen adds (the chat feature's Message button), described by the tester's name. */
  renderActions?: (describedBy: string) => ReactNode;
};

/** One tester as the builder sees them: where they stand, what they answered, and why. */
export function TesterRow({
  tester,
  questions,
  selected,
  onSelectedChange,
  onDecide,
  busy,
  showsDevices = false,
  acceptBlockedBy,
  renderActions,
}: TesterRowProps) {
  const nameId = useId();
  const name = testerName(tester);
  const answers = answeredQuestions(tester, questions);
  return (
    // Sized by its own width, not the screen's: the panel also sits in the detail page's side column.
    <div className="@container grid gap-3 rounded-lg border bg-background p-3">
      <div className="flex flex-col gap-3 @lg:flex-row @lg:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <input
            type="checkbox"
            className="size-4 shrink-0 cursor-pointer accent-primary"
            aria-label={`Select ${name}`}
            checked={selected}
            onChange={(event) => onSelectedChange(event.target.checked)}
          />
          <Avatar>
            {tester.tester.profileImageUrl && (
              <AvatarImage src={tester.tester.profileImageUrl} alt="" />
            )}
            <AvatarFallback aria-hidden="true">{getInitials(tester.tester)}</AvatarFallback>
          </Avatar>
          <div className="grid min-w-0 flex-1 gap-1">
            <span id={nameId} className="line-clamp-2 font-medium [overflow-wrap:anywhere]">
              <Link
                href={clientRoutes.person(tester.tester.id)}
                className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {name}
              </Link>
            </span>
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground text-sm">
              <InterestStatusBadge status={tester.status} />
              <span>Joined {formatDate(tester.createdAt)}</span>
              {tester.waitlistPosition !== null && (
                <span>#{tester.waitlistPosition} on the waitlist</span>
              )}
              {tester.agreement && (
                <span>
                  Accepted terms v{tester.agreement.version} on{' '}
                  {formatDate(tester.agreement.acceptedAt)}
                </span>
              )}
            </div>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* An Accepted tester has nothing left to accept. */}
          {tester.status !== 'Accepted' && (
            <Button
              size="sm"
              variant="outline"
              aria-describedby={acceptBlockedBy ? `${nameId} ${acceptBlockedBy}` : nameId}
              disabled={busy || acceptBlockedBy !== undefined}
              onClick={() => onDecide('Accepted')}
            >
              <Check aria-hidden="true" />
              Accept
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            aria-describedby={nameId}
            disabled={busy || tester.status === 'Declined'}
            onClick={() => onDecide('Declined')}
          >
            <X aria-hidden="true" />
            Decline
          </Button>
          {renderActions?.(nameId)}
        </div>
      </div>
      <TesterRecordView record={tester.record} className="border-t pt-3" />
      {showsDevices && <MatchingDevices devices={tester.matchingDevices} />}
      {answers.length > 0 && (
        <dl className="grid gap-2 border-t pt-3 text-sm">
          {answers.map((answer) => (
            <div key={answer.id} className="grid gap-0.5">
              <dt className="text-muted-foreground [overflow-wrap:anywhere]">{answer.prompt}</dt>
              <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{answer.answer}</dd>
            </div>
          ))}
        </dl>
      )}
      {tester.reason && (
        <p className="whitespace-pre-line border-t pt-3 text-sm [overflow-wrap:anywhere]">
          <span className="font-medium">Reason: </span>
          {tester.reason}
        </p>
      )}
    </div>
  );
}
