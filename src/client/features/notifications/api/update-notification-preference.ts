import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { notificationPaths } from '@/shared/contracts/notification-paths.ts';
import type { Preference, Preferences, PreferenceType } from '@/shared/contracts/notifications.ts';
import { getNotificationPreferencesQueryOptions } from './get-notification-preferences.ts';

export type Channel = 'inApp' | 'email';
/** One switch flipped: the type's whole row as it now reads, and which of its two changed. */
export type PreferenceChange = { preference: Preference; channel: Channel };

async function updateNotificationPreference({
  preference,
}: PreferenceChange): Promise<Preferences> {
  const res = await apiRequest('PUT', notificationPaths.preferences, {
    preferences: [preference],
  });
  return res.json();
}

function updateRow(
  data: Preferences | undefined,
  type: PreferenceType,
  update: (row: Preference) => Preference,
): Preferences | undefined {
  return (
    data && { preferences: data.preferences.map((row) => (row.type === type ? update(row) : row)) }
  );
}

/**
 * Each switch saves at once, shown flipped before the server answers and flipped back if it
 * refuses. Only the switch that failed flips back: another one flipped meanwhile keeps its state.
 */
export function useUpdateNotificationPreference() {
  const queryClient = useQueryClient();
  const { queryKey } = getNotificationPreferencesQueryOptions();
  return useMutation({
    mutationFn: updateNotificationPreference,
    onMutate: async ({ preference }) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (data) =>
        updateRow(data, preference.type, () => preference),
      );
    },
    onError: (_error, { preference, channel }) => {
      queryClient.setQueryData(queryKey, (data) =>
        updateRow(data, preference.type, (row) => ({ ...row, [channel]: !preference[channel] })),
      );
    },
    // Once the last of quick flips has settled, the server's rows win: a failed one may have
    // been sent with another switch's state as it stood then.
    onSettled: () => {
      if (queryClient.isMutating() === 1) return queryClient.invalidateQueries({ queryKey });
    },
  });
}
