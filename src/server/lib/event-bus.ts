import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, DatabaseHandle } from '@/server/db/client.ts';
import { prepared } from '@/server/db/prepared.ts';
import type { InterestStatus } from '@/shared/constants.ts';
import type { Message } from '@/shared/contracts/chat.ts';
import { NotifyBatcher } from './notify-batcher.ts';

const CHANNEL = 'bh_events';
const RECONNECT_MAX_MS = 10_000;
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more. */
const MAX_NOTIFY_BYTES = 7_900;

export type BusEvent =
  | {
      type: 'message_created';
      messageId: string;
      senderId: string;
      recipients: string[];
      /** The message itself when it fits in a notification; else each process reads it. */
      message?: Message;
      /** The id the sender's socket gave the send; only the sender's sockets are told it. */
      clientId?: string;
    }
  /** An admin removed a message: the conversation's open windows drop it. */
  | { type: 'message_removed'; messageId: string; conversationId: string; participants: string[] }
  /** A session was ended (sign-out, or a new sign-in replacing it); `sid` is its stored hash. */
  | { type: 'session_ended'; sid: string }
  /** A user's row changed (profile, role, digest choice); cached copies must be dropped. */
  | { type: 'user_changed'; userId: string }
  /**
   * What a listing shows changed (its tester count, say). `pages` when Browse's pages may list
   * other listings now: one was created, closed, reopened or deleted.
   */
  | { type: 'listing_changed'; listingId: string; pages: boolean }
  /** A user saved, unsaved, joined or left a listing: the flags they see changed. */
  | { type: 'viewer_flags_changed'; userId: string }
  /** A tester signed up to a listing (joined or waitlisted), by whatever path. */
  | { type: 'tester_joined'; testerId: string; listingId: string }
  /** Where a tester stands on a listing changed without their doing: a decision, a free place. */
  | { type: 'interest_changed'; testerId: string; listingId: string; status: InterestStatus }
  /**
   * A report's status or timeline changed: its reporter's open pages re-read it, and the
   * builder's too (`builderId`) when the reporter was the one who acted.
   */
  | { type: 'feedback_changed'; reporterId: string; feedbackId: string; builderId?: string }
  /** A test cycle was created or changed, or a tester opted in: its open pages re-read it. */
  | { type: 'cycle_changed'; cycleId: string; listingId: string }
  /** Notifications arrived for a user, or some were read: their bell and list re-read them. */
  | { type: 'notifications_changed'; userId: string }
  /**
   * Local only: this process's LISTEN connection came back after a drop, so events sent
   * meanwhile were missed and anything kept on their strength must be rebuilt.
   */
  | { type: 'bus_reconnected' };

export interface EventBus {
  /**
   * Settles once the first attempt to LISTEN has ended, either way. Awaited before serving, so
   * nothing is cached on the strength of events this process could not yet hear; a failed
   * attempt is announced as `bus_reconnected` when a later one succeeds.
   */
  ready: Promise<void>;
  /**
   * Tells this process's subscribers before it returns, and queues the events for the other
   * processes: several events at once travel in one statement, a round trip per change, not per
   * event. It does not wait for that statement (see createEventBus).
   */
  publish(...events: BusEvent[]): Promise<void>;
  subscribe(handler: (event: BusEvent) => void): void;
  /**
   * Hears only the events this bus published, not those of other processes (or of another bus on
   * the same embedded database): for work that must happen once per change, done by the process
   * that made it, such as keeping records.
   */
  subscribeOwn(handler: (event: BusEvent) => void): void;
  /** Settles once everything published so far has been sent to the other processes. */
  drained(): Promise<void>;
  /** Sends what is still queued for the other processes, then stops listening. */
  close(): Promise<void>;
}

/** The buses open on each embedded database, by its Drizzle instance. */
const embeddedBuses = new WeakMap<object, Set<(event: BusEvent) => void>>();

/**
 * Tells every server process about an event. This process's subscribers hear it at once, inside
 * `publish`, so a change is acted on here before the request that made it is answered. PGlite
 * means one process, so that is all; on PostgreSQL, NOTIFY reaches every other process's LISTEN
 * connection, and this process skips its own notifications, having already heard them.
 *
 * The request is answered without waiting for the NOTIFY: another process hears an event a
 * moment after the answer whether or not the answer waits, and waiting cost every write a round
 * trip on a busy thread (decision record 012, seventh update).
 * The change is committed before it is announced, so a failed send is logged rather than turned
 * into the request's failure; `close` sends what is queued before it returns.
 */
export function createEventBus(database: DatabaseHandle, log: (err: unknown) => void): EventBus {
  const handlers = new Set<(event: BusEvent) => void>();
  const ownHandlers = new Set<(event: BusEvent) => void>();
  // One failing subscriber must not keep the others, or the other processes, from hearing it.
  const deliverTo = (to: Set<(event: BusEvent) => void>, event: BusEvent) => {
    for (const handler of to) {
      try {
        handler(event);
      } catch (err) {
        log(err);
      }
    }
  };
  const deliver = (event: BusEvent) => deliverTo(handlers, event);
  const deliverOwn = (event: BusEvent) => {
    deliver(event);
    deliverTo(ownHandlers, event);
  };
  const subscribe = (handler: (event: BusEvent) => void) => void handlers.add(handler);
  const subscribeOwn = (handler: (event: BusEvent) => void) => void ownHandlers.add(handler);
  const forget = () => {
    handlers.clear();
    ownHandlers.clear();
  };
  if (!database.connectionString) {
    // PGlite is one process; each bus on the same database hears the others' events, as each
    // LISTEN connection on a PostgreSQL server does (a script's services and the app's caches).
    const siblings = embeddedBuses.get(database.db) ?? new Set();
    embeddedBuses.set(database.db, siblings);
    siblings.add(deliver);
    return {
      ready: Promise.resolve(),
      publish: async (...events) => {
        for (const event of events) {
          deliverOwn(event);
          for (const sibling of siblings) if (sibling !== deliver) sibling(event);
        }
      },
      subscribe,
      subscribeOwn,
      drained: async () => {},
      close: async () => {
        forget();
        siblings.delete(deliver);
      },
    };
  }
  const origin = randomUUID();
  const listener = new PgListener(database.connectionString, origin, deliver, log);
  const send = new NotifyBatcher(async (notes) => {
    await notifyQuery(database.db).execute({ notes });
  });
  return {
    ready: listener.ready,
    publish: async (...events) => {
      if (events.length === 0) return;
      for (const event of events) deliverOwn(event);
      send
        .add(events.map((event) => JSON.stringify({ origin, event } satisfies Notification)))
        .catch(log);
    },
    subscribe,
    subscribeOwn,
    drained: () => send.drained(),
    close: async () => {
      forget();
      await send.drained();
      await listener.close();
    },
  };
}

/**
 * One notification per event, each under PostgreSQL's size limit, sent in order. Prepared: every
 * write publishes, and parsing and planning this cost PostgreSQL more than sending it.
 */
const notifyQuery = (db: Database) =>
  prepared(db, 'bus_notify', (name) =>
    db
      .select({ sent: sql`pg_notify(${CHANNEL}, note)` })
      .from(sql`unnest(${sql.placeholder('notes')}::text[]) note`)
      .prepare(name),
  );

/** What travels in a NOTIFY: the event, and which process sent it. */
interface Notification {
  origin: string;
  event: BusEvent;
}

/** Any origin takes a uuid's length. */
const ORIGIN_SIZED = '00000000-0000-0000-0000-000000000000';

/** Whether PostgreSQL would carry this event in one notification. */
export function fitsInNotification(event: BusEvent): boolean {
  const note: Notification = { origin: ORIGIN_SIZED, event };
  return Buffer.byteLength(JSON.stringify(note)) <= MAX_NOTIFY_BYTES;
}

/** LISTEN needs one long-lived connection of its own; it reconnects with backoff if dropped. */
class PgListener {
  private client: pg.Client | null = null;
  private closed = false;
  private attempt = 0;
  private connectedBefore = false;
  readonly ready: Promise<void>;

  constructor(
    private readonly url: string,
    private readonly origin: string,
    private readonly deliver: (event: BusEvent) => void,
    private readonly log: (err: unknown) => void,
  ) {
    this.ready = this.connect();
  }

  private async connect(): Promise<void> {
    // As the pool does: an unreachable server fails the attempt promptly, and it is retried.
    // keepAlive: a connection a NAT or failover drops without a word must still end, and
    // so reconnect, rather than leave this process deaf.
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: 3_000,
      keepAlive: true,
    });
    client.on('notification', (note) => {
      if (note.channel !== CHANNEL || !note.payload) return;
      try {
        const { origin, event } = JSON.parse(note.payload) as Notification;
        if (origin !== this.origin) this.deliver(event);
      } catch (err) {
        this.log(err);
      }
    });
    client.on('error', (err) => {
      this.log(err);
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.client = client;
      this.attempt = 0;
      if (this.connectedBefore) this.deliver({ type: 'bus_reconnected' });
      this.connectedBefore = true;
    } catch (err) {
      // Events may be published meanwhile (the pool can work while LISTEN does not), so the next
      // successful connection must still announce that some were missed.
      this.connectedBefore = true;
      this.log(err);
      this.reconnect(client);
    }
  }

  private reconnect(dead: pg.Client) {
    if (this.closed || (this.client && this.client !== dead)) return;
    this.client = null;
    dead.removeAllListeners('end');
    const delay = Math.min(RECONNECT_MAX_MS, 250 * 2 ** this.attempt++);
    setTimeout(() => {
      if (!this.closed) void this.connect();
    }, delay).unref();
  }

  async close() {
    this.closed = true;
    await this.client?.end().catch(() => {});
  }
}
