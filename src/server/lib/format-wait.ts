import { countOf } from '@/shared/plural.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

const unit = (count: number, name: string) => countOf(count, name, `${name}s`);

/**
 * A wait as a person reads it, rounded up to the largest sensible unit: "45 seconds",
 * "15 minutes", "2 hours". Rounding up keeps a client that obeys it from being refused again.
 */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < MINUTE) return unit(whole, 'second');
  const minutes = Math.ceil(whole / MINUTE);
  if (minutes < 60) return unit(minutes, 'minute');
  return unit(Math.ceil(whole / HOUR), 'hour');
}
