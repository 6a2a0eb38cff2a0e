import { Star } from 'lucide-react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { cn } from '@/client/lib/utils.ts';
import { RATING_STARS_MAX } from '@/shared/contracts/reputation-rules.ts';

const CHOICES = Array.from({ length: RATING_STARS_MAX }, (_, index) => index + 1);

type StarInputProps = {
  id: string;
  value: number | undefined;
  onChange: (stars: number) => void;
  error?: string;
};

/**
 * 1 to 5 stars as one radio group: Tab reaches it once, the arrow keys move the choice, and each
 * star is named "1 star" ... "5 stars". Stars up to the choice are filled.
 */
export function StarInput({ id, value, onChange, error }: StarInputProps) {
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <span id={labelId} className="font-medium text-sm leading-none">
        Your rating
      </span>
      <RadioGroupPrimitive.Root
        id={id}
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        aria-required
        orientation="horizontal"
        value={value === undefined ? '' : String(value)}
        onValueChange={(next) => onChange(Number(next))}
        className="flex flex-wrap gap-1"
      >
        {CHOICES.map((stars) => (
          <RadioGroupPrimitive.Item
            key={stars}
            value={String(stars)}
            aria-label={stars === 1 ? '1 star' : `${stars} stars`}
            className="rounded-md p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <Star
              aria-hidden="true"
              className={cn(
                'size-7',
                value !== undefined && stars <= value
                  ? 'fill-amber-400 text-amber-500'
                  : 'text-muted-foreground',
              )}
            />
          </RadioGroupPrimitive.Item>
        ))}
      </RadioGroupPrimitive.Root>
      {error && (
        <p id={errorId} className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
