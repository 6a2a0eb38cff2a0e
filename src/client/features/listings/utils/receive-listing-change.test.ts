import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/client/lib/query-keys.ts';
import { receiveListingChange } from './receive-listing-change.ts';

const LISTING_ID = '00000000-0000-4000-8000-000000000001';

describe('receiveListingChange', () => {
  it('reads an open listing again at once, and only marks the lists that may hold it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const readListing = vi.fn(async () => ({ id: LISTING_ID, name: 'Read again' }));
    const readBrowse = vi.fn(async () => []);
    const watch = (queryKey: readonly unknown[], queryFn: () => Promise<unknown>) => {
      const observer = new QueryObserver(client, { queryKey, queryFn });
      observer.subscribe(() => undefined);
      return observer;
    };
    watch(queryKeys.listing(LISTING_ID), readListing);
    watch(queryKeys.browse({}), readBrowse);
    await vi.waitFor(() => expect(readListing).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(readBrowse).toHaveBeenCalledTimes(1));

    receiveListingChange(client, LISTING_ID);

    await vi.waitFor(() => expect(readListing).toHaveBeenCalledTimes(2));
    expect(readBrowse).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(queryKeys.browse({}))?.isInvalidated).toBe(true);
  });
});
