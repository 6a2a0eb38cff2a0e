import WebSocket from 'ws';
import type { Database } from '@/server/db/client.ts';
import { conversations } from '@/server/db/schema/chat.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { users } from '@/server/db/schema/users.ts';
import type { ServerFrame } from '@/shared/contracts/chat.ts';
import { sessionCookie } from './bench-seed.ts';

export interface ChatBenchResult {
  sockets: number;
  processes: number;
  /** Bursts: every tester sends at once, and the next burst waits for the last delivery. */
  messagesPerSecond: number;
  burstP99DeliveryMs: number;
  /** Steady: each tester sends once a second, at a random moment in it. */
  steadyMessagesPerSecond: number;
  p50DeliveryMs: number;
  p99DeliveryMs: number;
}

export interface ChatPair {
  testerId: string;
  conversationId: string;
  testerCookie: string;
  builderCookie: string;
}

interface Pair {
  testerId: string;
  conversationId: string;
  tester: WebSocket;
  builder: WebSocket;
}

/** The p-th percentile of ascending numbers, 0 when there are none. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function connect(baseUrl: string, cookie: string): Promise<WebSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, {
    headers: { cookie, origin: baseUrl },
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Builders, testers, listings, joins and conversations straight into the database, with sessions. */
export async function seedChatPairs(
  db: Database,
  secret: string,
  pairs = 100,
): Promise<ChatPair[]> {
  const seeded: ChatPair[] = [];
  // The bench listings' image: these listings head Browse, where a missing one is a failed request.
  const [shown] = await db.select({ imageUrl: listings.imageUrl }).from(listings).limit(1);
  for (let i = 0; i < pairs; i++) {
    const [builder, tester] = await db
      .insert(users)
      .values([
        // Proved addresses, as active chatters have: an unproved one sends 5 messages a day.
        {
          firstName: 'Bench',
          lastName: `Builder ${i}`,
          role: 'Builder',
          phone: '1',
          emailVerifiedAt: new Date(),
        },
        {
          firstName: 'Bench',
          lastName: `Tester ${i}`,
          role: 'Tester',
          phone: '1',
          emailVerifiedAt: new Date(),
        },
      ])
      .returning({ id: users.id });
    if (!builder || !tester) throw new Error('user insert failed');
    const [listing] = await db
      .insert(listings)
      .values({
        builderId: builder.id,
        name: `Chat bench ${i}`,
        shortDescription: 's',
        longDescription: 'l',
        category: 'Web',
        imageUrl: shown?.imageUrl ?? '/objects/none',
      })
      .returning({ id: listings.id });
    await db.insert(interests).values({ listingId: listing?.id as string, testerId: tester.id });
    const [conversation] = await db
      .insert(conversations)
      .values({ listingId: listing?.id as string, builderId: builder.id, testerId: tester.id })
      .returning({ id: conversations.id });
    seeded.push({
      testerId: tester.id,
      conversationId: conversation?.id as string,
      testerCookie: await sessionCookie(db, tester.id, secret),
      builderCookie: await sessionCookie(db, builder.id, secret),
    });
  }
  return seeded;
}

/** Send-to-receipt times of messages, by their unique text, as the builders' sockets get them. */
class DeliveryClock {
  private readonly sentAt = new Map<string, number>();
  private readonly waiting = new Map<string, { resolve: () => void; reject: (e: Error) => void }>();
  readonly latencies: number[] = [];

  constructor(pairs: Pair[]) {
    for (const pair of pairs) {
      pair.builder.on('message', (data) => {
        const frame = JSON.parse(data.toString()) as ServerFrame;
        if (frame.type === 'new_message') this.received(frame.message.content);
      });
      // A refused send (over the message limit, say) fails the run rather than leave it waiting.
      pair.tester.on('message', (data) => {
        const frame = JSON.parse(data.toString()) as ServerFrame;
        if (frame.type !== 'error') return;
        for (const { reject } of this.waiting.values())
          reject(new Error(`chat bench send refused: ${frame.message}`));
      });
    }
  }

  /** Settles when the other party has the message; fails if it has not after 10 s. */
  send(pair: Pair, content: string): Promise<void> {
    const delivered = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`chat bench: "${content}" lost`)), 10_000);
      this.waiting.set(content, {
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
    });
    this.sentAt.set(content, performance.now());
    pair.tester.send(
      JSON.stringify({
        type: 'send_message',
        conversationId: pair.conversationId,
        senderId: pair.testerId,
        content,
      }),
    );
    return delivered;
  }

  private received(content: string) {
    const started = this.sentAt.get(content);
    if (started === undefined) return;
    this.latencies.push(performance.now() - started);
    this.waiting.get(content)?.resolve();
    this.waiting.delete(content);
  }
}

const p = (sorted: number[], at: number) => Math.round(percentile(sorted, at) * 10) / 10;

/**
 * Tester sockets on the first server, builder sockets on the last: every message crosses
 * processes when there are two. Delivery latency is send to receipt on the other party's socket,
 * measured twice: in bursts (throughput, and the worst wait in a burst) and at a steady rate,
 * which is what a conversation feels like.
 */
export async function benchChat(
  seeded: ChatPair[],
  servers: string[],
  { waves = 10, steadySeconds = 10 } = {},
): Promise<ChatBenchResult> {
  const first = servers[0] as string;
  const last = servers[servers.length - 1] as string;
  const connected: Pair[] = [];
  for (const pair of seeded) {
    connected.push({
      testerId: pair.testerId,
      conversationId: pair.conversationId,
      tester: await connect(first, pair.testerCookie),
      builder: await connect(last, pair.builderCookie),
    });
  }

  const bursts = new DeliveryClock(connected);
  const start = performance.now();
  for (let wave = 0; wave < waves; wave++) {
    await Promise.all(
      connected.map((pair, index) => bursts.send(pair, `wave ${wave} pair ${index}`)),
    );
  }
  const burstSeconds = (performance.now() - start) / 1000;

  const steady = new DeliveryClock(connected);
  const steadyStart = performance.now();
  const sends: Promise<void>[] = [];
  for (let second = 0; second < steadySeconds; second++) {
    for (const [index, pair] of connected.entries()) {
      const at = (second + Math.random()) * 1000;
      sends.push(
        new Promise((resolve) => setTimeout(resolve, at)).then(() =>
          steady.send(pair, `steady ${second} pair ${index}`),
        ),
      );
    }
  }
  await Promise.all(sends);
  const steadyElapsed = (performance.now() - steadyStart) / 1000;

  for (const pair of connected) {
    pair.tester.close();
    pair.builder.close();
  }
  const burst = bursts.latencies.sort((a, b) => a - b);
  const even = steady.latencies.sort((a, b) => a - b);
  return {
    sockets: connected.length * 2,
    processes: new Set(servers).size,
    messagesPerSecond: Math.round(burst.length / burstSeconds),
    burstP99DeliveryMs: p(burst, 99),
    steadyMessagesPerSecond: steadySeconds > 0 ? Math.round(even.length / steadyElapsed) : 0,
    p50DeliveryMs: p(even, 50),
    p99DeliveryMs: p(even, 99),
  };
}
