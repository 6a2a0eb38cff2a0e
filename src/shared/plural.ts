const rules = new Intl.PluralRules('en-US');

/** The word that goes with a count: `plural(1, 'tester', 'testers')` is "tester". */
export function plural(count: number, one: string, other: string): string {
  return rules.select(count) === 'one' ? one : other;
}

/** A count with its noun: "1 tester", "2 testers", "1,204 testers". */
export function countOf(count: number, one: string, other: string): string {
  return `${count.toLocaleString('en-US')} ${plural(count, one, other)}`;
}
