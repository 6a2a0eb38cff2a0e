import { type PublicSoftware, sharingPaths } from '@shared/contracts/sharing.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** No sign-in needed; closed listings are shareable too. A missing id answers 404. */
export async function getPublicSoftware(id: string): Promise<PublicSoftware> {
  const res = await apiRequest('GET', sharingPaths.publicSoftware(id));
  return res.json();
}

export const getPublicSoftwareQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [sharingPaths.publicSoftware(id)],
    queryFn: () => getPublicSoftware(id),
  });

export function usePublicSoftware(id: string) {
  return useQuery(getPublicSoftwareQueryOptions(id));
}
