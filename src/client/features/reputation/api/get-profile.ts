import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/client/lib/api-client.ts';
import type { PersonProfile } from '@/shared/contracts/reputation.ts';
import { profileKey } from './reputation-query-keys.ts';

/** A person's public profile: who they are, their record, ratings shown and open listings. */
export function useProfile(userId: string) {
  return useQuery({ queryKey: profileKey(userId), queryFn: getQueryFn<PersonProfile>() });
}
