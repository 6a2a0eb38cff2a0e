import { interestPaths, type SoftwareTester } from '@shared/contracts/interests.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Who joined one listing; only its builder may ask. */
export async function getSoftwareTesters(softwareId: string): Promise<SoftwareTester[]> {
  const res = await apiRequest('GET', interestPaths.testersOf(softwareId));
  return res.json();
}

export const getSoftwareTestersQueryOptions = (softwareId: string) =>
  queryOptions({
    queryKey: [interestPaths.testersOf(softwareId)],
    queryFn: () => getSoftwareTesters(softwareId),
  });

export function useSoftwareTesters(softwareId: string) {
  return useQuery(getSoftwareTestersQueryOptions(softwareId));
}
