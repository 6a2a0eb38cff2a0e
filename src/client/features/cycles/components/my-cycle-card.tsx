import { Link } from 'wouter';
import { Badge } from '@/client/components/ui/badge.tsx';
import { CYCLE_KIND_LABELS } from '@/client/features/cycles/utils/cycle-labels.ts';
import {
  cycleDayText,
  daysLeftOf,
  daysLeftText,
} from '@/client/features/cycles/utils/my-cycle-text.ts';
import type { MyCycle } from '@/shared/contracts/cycles.ts';
import { clientRoutes } from '@/shared/routes.ts';
import type { ImageUploader } from './check-in-form.tsx';
import { CheckInPanel } from './check-in-panel.tsx';
import { MyCycleAccess } from './my-cycle-access.tsx';
import { OptInPanel } from './opt-in-panel.tsx';

type MyCycleCardProps = {
  myCycle: MyCycle;
  /** The tester's Beta Harbor address, offered as their store account's. */
  email: string;
  ImageUploader: ImageUploader;
};

/**
 * One cycle as its tester sees it: where it is, what to do next (opt in, then check in each day)
 * and how they are doing. The opt-in link reaches only testers who hold a place, so its presence
 * says whether they still take part; a tester who lost their place and came back has days but no
 * current opt-in, and is asked to opt in again.
 */
export function MyCycleCard({ myCycle, email, ImageUploader }: MyCycleCardProps) {
  const { cycle, listing } = myCycle;
  const takingPart = cycle.optInLink !== undefined;
  const open = cycle.status !== 'Ended';
  const days = cycle.myDays ?? null;
  const left = daysLeftText(cycle, days?.daysLeft ?? daysLeftOf(cycle));

  return (
    <article className="grid gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
      <header className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 font-semibold text-lg leading-tight tracking-tight wrap-anywhere">
            <Link
              href={clientRoutes.listing(listing.id)}
              className="underline-offset-4 hover:underline"
            >
              {listing.name}
            </Link>
          </h3>
          <Badge variant="secondary">{CYCLE_KIND_LABELS[cycle.kind]}</Badge>
        </div>
        <p className="text-muted-foreground text-sm">
          {cycleDayText(cycle)}
          {left && <> · {left}</>}
        </p>
      </header>
      {open &&
        (takingPart ? (
          <OptInPanel cycle={cycle} email={email} />
        ) : (
          <p className="text-muted-foreground text-sm">
            You don't hold a place in this beta now, so this cycle is not yours to opt in to or
            check in.
          </p>
        ))}
      {/* Once over, the days a tester had stay theirs to see, however their period ended. */}
      {days && (cycle.myOptIn || !open) && (
        <CheckInPanel cycle={cycle} days={days} ImageUploader={ImageUploader} />
      )}
      {open && takingPart && <MyCycleAccess text={listing.accessInstructions} />}
    </article>
  );
}
