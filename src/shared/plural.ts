const rules = new Intl.PluralRules('en-US');

/** The word that goes with a count: `plural(1, 'tester', 'testers')` is "tester". */
export function plural(count: number, one: string, other: string): string {
  return rules.select(count) === 'one' ? one : other;
}

/**
 * A count as en-US writes it: "1,204". The first number Intl formats on a page costs some 20 ms
 * of locale data, more than a Browse card's whole render, so whole numbers are grouped here and
 * only the rest go to Intl.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count) || Object.is(count, -0)) return count.toLocaleString('en-US');
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** A count with its noun: "1 tester", "2 testers", "1,204 testers". */
export function countOf(count: number, one: string, other: string): string {
  return `${formatCount(count)} ${plural(count, one, other)}`;
}
