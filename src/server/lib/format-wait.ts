const MINUTE = 60;
const HOUR = 60 * MINUTE;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * A wait as a person reads it, rounded up to the largest sensible unit: "45 seconds",
 * "15 minutes", "2 hours". Rounding up keeps a client that obeys it from being refused again.
 */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < MINUTE) return plural(whole, 'second');
  const minutes = Math.ceil(whole / MINUTE);
  if (minutes < 60) return plural(minutes, 'minute');
  return plural(Math.ceil(whole / HOUR), 'hour');
}
