import { CalendarCheck, CircleAlert } from 'lucide-react';
import { type Ref, useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { useCheckIn } from '@/client/features/cycles/api/check-in.ts';
import {
  cycleDateText,
  missedLimitText,
  missedText,
  streakText,
} from '@/client/features/cycles/utils/my-cycle-text.ts';
import { useFocusHandOff } from '@/client/hooks/use-focus-hand-off.ts';
import { humanErrorMessage, isUnauthorizedError } from '@/client/lib/errors.ts';
import { isFieldRefusal } from '@/client/lib/form-errors.ts';
import type { MyCycleDays } from '@/shared/contracts/cycle-check-ins.ts';
import type { Cycle } from '@/shared/contracts/cycles.ts';
import { CHECK_IN_FIELDS, CheckInForm, type ImageUploader } from './check-in-form.tsx';

type CheckInPanelProps = {
  cycle: Cycle;
  days: MyCycleDays;
  ImageUploader: ImageUploader;
};

/** An opted-in tester's days: today's check-in, the streak, and the days missed. */
export function CheckInPanel({ cycle, days, ImageUploader }: CheckInPanelProps) {
  const checkIn = useCheckIn(cycle.id);
  const [open, setOpen] = useState(false);
  const [justCheckedIn, setJustCheckedIn] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const canCheckIn = cycle.status === 'Running' && !days.checkedInToday;
  const focus = useFocusHandOff<HTMLDivElement>(`${canCheckIn}-${open}`);
  const failure = checkIn.error;
  // Field refusals show under their field, and a lost session is the toast's to say.
  const refusal =
    failure && !isUnauthorizedError(failure) && !isFieldRefusal(failure, CHECK_IN_FIELDS)
      ? humanErrorMessage(failure)
      : null;

  // The form the tester was in is gone: they land on what it did rather than at the page's top.
  useEffect(() => {
    if (justCheckedIn && days.checkedInToday) doneRef.current?.focus();
  }, [justCheckedIn, days.checkedInToday]);

  return (
    <div {...focus} className="grid gap-3 text-sm">
      <CheckInStanding cycle={cycle} days={days} doneRef={doneRef} />
      {canCheckIn &&
        (open ? (
          <CheckInForm
            cycle={cycle}
            checkIn={checkIn}
            ImageUploader={ImageUploader}
            onDone={() => {
              setOpen(false);
              setJustCheckedIn(true);
            }}
            onCancel={() => setOpen(false)}
          />
        ) : (
          <Button
            type="button"
            size="lg"
            className="w-full sm:w-fit"
            onClick={() => {
              checkIn.reset();
              setOpen(true);
            }}
          >
            <CalendarCheck aria-hidden="true" />I used it today
          </Button>
        ))}
      {refusal && <ErrorAlert>{refusal}</ErrorAlert>}
    </div>
  );
}

/** Where the tester stands today; a sentence per fact, the warnings first. */
function CheckInStanding({
  cycle,
  days,
  doneRef,
}: {
  cycle: Cycle;
  days: MyCycleDays;
  doneRef: Ref<HTMLParagraphElement>;
}) {
  if (cycle.status === 'Scheduled')
    return <p>Check-ins open on {cycleDateText(cycle.startDate, cycle.today)}.</p>;
  if (cycle.status === 'Ended') {
    const count = days.checkIns.length;
    return (
      <p>
        {count === 0
          ? 'You did not check in during this cycle.'
          : `You checked in on ${count} ${count === 1 ? 'day' : 'days'}.`}
      </p>
    );
  }
  const today = days.checkedInToday
    ? days.checkIns.find((checkIn) => checkIn.date === cycle.today)
    : undefined;
  const limit = missedLimitText(days.missedInARow, cycle.missedDaysLimit);
  return (
    <>
      {!days.checkedInToday && days.missedInARow > 0 && (
        <div className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="grid gap-1">
            <p className="font-medium">{missedText(days.missedInARow)}</p>
            {limit && <p>{limit}</p>}
          </div>
        </div>
      )}
      {days.checkedInToday && (
        <p
          ref={doneRef}
          tabIndex={-1}
          className="font-medium text-emerald-700 outline-none dark:text-emerald-400"
        >
          Checked in today ✓
        </p>
      )}
      <p>
        {days.streak > 0 ? (
          <>
            Your streak: <strong className="font-medium">{streakText(days.streak)}</strong>
          </>
        ) : (
          'Check in today to start a streak.'
        )}
      </p>
      {today?.note && (
        <p className="whitespace-pre-line text-muted-foreground wrap-anywhere">
          Your note: {today.note}
        </p>
      )}
      {today?.screenshot && (
        <img
          src={today.screenshot}
          alt="Your screenshot from today"
          loading="lazy"
          className="h-20 w-28 rounded-md border bg-muted object-cover"
        />
      )}
    </>
  );
}
