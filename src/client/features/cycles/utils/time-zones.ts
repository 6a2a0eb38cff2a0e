/** The browser's own zone, the one a builder most likely means; UTC where the platform has none. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * Every IANA zone the browser knows, sorted, for the cycle form's select. The platform's list
 * holds canonical names only, so the browser's own zone (which may be an alias such as
 * Asia/Calcutta) and UTC are added when missing: the prefilled choice must be one of the options.
 */
export function timeZoneOptions(): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  zones.add(browserTimeZone());
  return [...zones].sort((a, b) => a.localeCompare(b, 'en'));
}
