import type { ServiceContext } from '@/server/lib/service-context.ts';

/**
 * Computes these people's tester and builder records from their events and stores them in
 * person_records; announces a builder's listings when their answer badge moved.
 */
export async function refreshRecords(_ctx: ServiceContext, _userIds: string[]): Promise<void> {}
