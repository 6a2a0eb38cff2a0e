import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import { adminMailPaths, type MailTemplate } from '@/shared/contracts/admin-mail.ts';

/** Every mail template, with the subject of its sample mail. */
async function getMailTemplates(): Promise<MailTemplate[]> {
  const res = await apiRequest('GET', adminMailPaths.mailTemplates);
  return res.json();
}

const getMailTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: [adminMailPaths.mailTemplates],
    queryFn: getMailTemplates,
    // The templates change only with a new release.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useMailTemplates() {
  return useQuery(getMailTemplatesQueryOptions());
}
