import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '@/server/db/client.ts';
import { openDatabaseTwice } from '@/tests/processes/two-processes.ts';
import { type BusEvent, createEventBus, type EventBus } from './event-bus.ts';

/**
 * The bus tells this process at once, inside `publish`, and every other process once. On
 * PostgreSQL a second bus on its own connection stands for another process.
 */
let databases: Awaited<ReturnType<typeof openDatabaseTwice>>;
const buses: EventBus[] = [];
const logged: unknown[] = [];
let here: EventBus;
let there: EventBus;

beforeAll(async () => {
  databases = await openDatabaseTwice();
  const handles = new Set([databases.first, databases.second]);
  for (const handle of handles) {
    const bus = createEventBus(handle, (err) => logged.push(err));
    await bus.ready;
    buses.push(bus);
  }
  here = buses[0] as EventBus;
  there = buses.at(-1) as EventBus;
});

afterAll(async () => {
  for (const bus of buses) await bus.close();
  await databases.close();
});

const heard = (bus: EventBus) => {
  const events: BusEvent[] = [];
  bus.subscribe((event) => events.push(event));
  return events;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('event bus', () => {
  it('delivers to this process before publish returns, and to another process once', async () => {
    const hereEvents = heard(here);
    const thereEvents = here === there ? hereEvents : heard(there);
    const event: BusEvent = { type: 'viewer_flags_changed', userId: crypto.randomUUID() };
    const published = here.publish(event);
    expect(hereEvents).toEqual([event]);
    await published;
    await settle();
    // Its own notification comes back to this process too, and must not count twice.
    expect(hereEvents).toEqual([event]);
    expect(thereEvents).toEqual([event]);
  });

  it('keeps telling the other subscribers, and the other processes, when one throws', async () => {
    const failure = new Error('subscriber failed');
    here.subscribe(() => {
      throw failure;
    });
    const after = heard(here);
    const elsewhere = heard(there);
    const event: BusEvent = { type: 'user_changed', userId: crypto.randomUUID() };
    await here.publish(event);
    await settle();
    expect(after).toContainEqual(event);
    expect(elsewhere).toContainEqual(event);
    expect(logged).toContain(failure);
  });

  it('lets two buses on one database hear each other, as a script and the server do', async () => {
    const script = createEventBus(databases.first, (err) => logged.push(err));
    const server = createEventBus(databases.first, (err) => logged.push(err));
    await Promise.all([script.ready, server.ready]);
    const serverEvents = heard(server);
    const event: BusEvent = { type: 'user_changed', userId: crypto.randomUUID() };

    await script.publish(event);
    await expect.poll(() => serverEvents).toEqual([event]);

    await script.close();
    await server.publish({ type: 'user_changed', userId: crypto.randomUUID() });
    await server.close();
  });

  it('tells an own-events subscriber only what its bus published, not the other processes', async () => {
    const other = createEventBus(databases.second, (err) => logged.push(err));
    await other.ready;
    const own: BusEvent[] = [];
    here.subscribeOwn((event) => own.push(event));
    const mine: BusEvent = { type: 'user_changed', userId: crypto.randomUUID() };
    const theirs: BusEvent = { type: 'user_changed', userId: crypto.randomUUID() };
    const allHere = heard(here);
    await here.publish(mine);
    await other.publish(theirs);
    await expect.poll(() => allHere).toContainEqual(theirs);
    expect(own).toEqual([mine]);
    await other.close();
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'answers before the other processes are sent the events, and close sends them first',
    async () => {
      // A process whose one connection is busy: its NOTIFY must wait for it.
      const busy: DatabaseHandle = await openDatabase({
        kind: 'postgres',
        url: databases.first.connectionString as string,
        poolSize: 1,
      });
      const script = createEventBus(busy, (err) => logged.push(err));
      await script.ready;
      const elsewhere = heard(there);
      const event: BusEvent = { type: 'user_changed', userId: crypto.randomUUID() };
      let release = () => {};
      let began = () => {};
      const holding = new Promise<void>((resolve) => (began = resolve));
      const held = busy.db.transaction(() => {
        began();
        return new Promise<void>((resolve) => (release = resolve));
      });
      await holding;

      const answered = await Promise.race([
        script.publish(event).then(() => 'answered'),
        settle().then(() => 'waited'),
      ]);
      expect(answered).toBe('answered');
      await settle();
      expect(elsewhere).toEqual([]);

      const closing = script.close().then(() => 'closed');
      const early = await Promise.race([closing, settle().then(() => 'sending')]);
      expect(early).toBe('sending');
      release();
      await held;
      expect(await closing).toBe('closed');
      await busy.close();
      await expect.poll(() => elsewhere).toEqual([event]);
    },
  );
});
