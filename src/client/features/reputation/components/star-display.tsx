import { Star } from 'lucide-react';
import { cn } from '@/client/lib/utils.ts';
import { RATING_STARS_MAX } from '@/shared/contracts/reputation-rules.ts';

const SLOTS = Array.from({ length: RATING_STARS_MAX }, (_, index) => index + 1);

/** A rating's stars, read out as "4 of 5 stars". */
export function StarDisplay({ stars, className }: { stars: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`${stars} of ${RATING_STARS_MAX} stars`}
      className={cn('inline-flex shrink-0 items-center gap-0.5', className)}
    >
      {SLOTS.map((slot) => (
        <Star
          key={slot}
          aria-hidden="true"
          className={cn(
            'size-4',
            slot <= stars ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/50',
          )}
        />
      ))}
    </span>
  );
}
