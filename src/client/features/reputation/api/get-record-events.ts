import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/client/lib/api-client.ts';
import type { RecordEvent } from '@/shared/contracts/reputation.ts';
import { recordEventsKey } from './reputation-query-keys.ts';

/** The events behind each figure: read only when the person asks how the figures are counted. */
export function useRecordEvents(userId: string) {
  return useQuery({ queryKey: recordEventsKey(userId), queryFn: getQueryFn<RecordEvent[]>() });
}
