import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { myCyclesKey } from '@/client/features/cycles/api/cycle-query-keys.ts';
import type { MyCycle } from '@/shared/contracts/cycles.ts';
import { addDays, dateInZone, startOfDateInZone } from '@/shared/cycles/calendar-dates.ts';

/** Past the zone's midnight, so the server, whose clock may lag a little, is on the new day too. */
const AFTER_MIDNIGHT_MS = 2_000;

/**
 * A page left open overnight would keep offering yesterday's check-in (which the server refuses)
 * or saying "Checked in today" about yesterday: the tester's cycles are read again as soon as a
 * new day begins in the zone of any cycle that has not ended.
 */
export function useMyCyclesAtMidnight(cycles: MyCycle[] | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const zones = new Set(
      (cycles ?? [])
        .filter(({ cycle }) => cycle.status !== 'Ended')
        .map(({ cycle }) => cycle.timeZone),
    );
    if (zones.size === 0) return;
    const now = new Date();
    const nextMidnight = Math.min(
      ...[...zones].map((zone) =>
        startOfDateInZone(addDays(dateInZone(now, zone), 1), zone).getTime(),
      ),
    );
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: myCyclesKey }),
      nextMidnight - now.getTime() + AFTER_MIDNIGHT_MS,
    );
    return () => clearTimeout(timer);
  }, [cycles, queryClient]);
}
