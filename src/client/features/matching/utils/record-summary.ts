import type { TesterRecord } from '@/shared/contracts/reputation.ts';

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** "Held 90% of betas · Checked in on 85% of days · Rated 4.5 of 5", or "New" without figures. */
export function recordSummary(record: TesterRecord): string {
  const parts = [
    record.betasHeld.value === null ? null : `Held ${percent(record.betasHeld.value)} of betas`,
    record.cyclesHeld.value === null ? null : `Held ${percent(record.cyclesHeld.value)} of cycles`,
    record.checkIns.value === null
      ? null
      : `Checked in on ${percent(record.checkIns.value)} of days`,
    record.rating.value === null ? null : `Rated ${record.rating.value.toFixed(1)} of 5`,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? 'New: no record yet' : parts.join(' · ');
}
