import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { adminPaths, type DigestPreview } from '@/shared/contracts/admin.ts';

/** What this week's digest would hold and for how many subscribers, without sending it. */
async function getDigestPreview(): Promise<DigestPreview> {
  const res = await apiRequest('GET', adminPaths.digestPreview);
  return res.json();
}

export const getDigestPreviewQueryOptions = () =>
  queryOptions({ queryKey: [adminPaths.digestPreview], queryFn: getDigestPreview });

export function useDigestPreview() {
  return useQuery(getDigestPreviewQueryOptions());
}
