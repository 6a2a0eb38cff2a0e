import type { Database, DatabaseHandle } from '@/server/db/client.ts';
import { type Clock, systemClock } from './clock.ts';
import { createEventBus, type EventBus } from './event-bus.ts';

/**
 * What a service needs to make a change and announce it: the database, and the bus that tells
 * every process (their caches, their sockets) once the change is committed. The app builds one;
 * a script (seed, digest) opens its own on the same database, so its changes are heard too.
 */
export interface ServiceContext {
  db: Database;
  bus: EventBus;
  /** The time, for rules about cycle days; the system's, or a test's. */
  clock: Clock;
}

/** A script's context; close() before closing the database. */
export async function openServiceContext(
  database: DatabaseHandle,
  log: (err: unknown) => void = (err) => console.warn('event bus:', err),
): Promise<ServiceContext & { close(): Promise<void> }> {
  const bus = createEventBus(database, log);
  await bus.ready;
  return { db: database.db, bus, clock: systemClock, close: () => bus.close() };
}
