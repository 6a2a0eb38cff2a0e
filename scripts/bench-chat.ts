import WebSocket from 'ws';
import type { Database } from '../src/server/db/client.ts';
import { conversations } from '../src/server/db/schema/chat.ts';
import { interests } from '../src/server/db/schema/interests.ts';
import { software } from '../src/server/db/schema/listings.ts';
import { users } from '../src/server/db/schema/users.ts';
import type { ServerFrame } from '../src/shared/contracts/chat.ts';
import { sessionCookie } from './bench-seed.ts';

export interface ChatBenchResult {
  sockets: number;
  processes: number;
  messages: number;
  messagesPerSecond: number;
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
  for (let i = 0; i < pairs; i++) {
    const [builder, tester] = await db
      .insert(users)
      .values([
        { firstName: 'Bench', lastName: `Builder ${i}`, role: 'Builder', phone: '1' },
        { firstName: 'Bench', lastName: `Tester ${i}`, role: 'Tester', phone: '1' },
      ])
      .returning({ id: users.id });
    if (!builder || !tester) throw new Error('user insert failed');
    const [listing] = await db
      .insert(software)
      .values({
        builderId: builder.id,
        name: `Chat bench ${i}`,
        shortDescription: 's',
        longDescription: 'l',
        category: 'Web',
        imageUrl: '/objects/none',
      })
      .returning({ id: software.id });
    await db.insert(interests).values({ softwareId: listing?.id as string, testerId: tester.id });
    const [conversation] = await db
      .insert(conversations)
      .values({ softwareId: listing?.id as string, builderId: builder.id, testerId: tester.id })
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

/**
 * Tester sockets on the first server, builder sockets on the last: every message crosses
 * processes when there are two. Each wave, every tester sends one message; the wave ends when
 * every builder has it. Delivery latency is send to receipt on the other party's socket.
 */
export async function benchChat(
  seeded: ChatPair[],
  servers: string[],
  { waves = 10 } = {},
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

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let pending = 0;
  let waveDone: (() => void) | null = null;
  for (const pair of connected) {
    pair.builder.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as ServerFrame;
      if (frame.type !== 'new_message') return;
      const started = sentAt.get(frame.message.content);
      if (started === undefined) return;
      latencies.push(performance.now() - started);
      if (--pending === 0) waveDone?.();
    });
  }

  const start = performance.now();
  for (let wave = 0; wave < waves; wave++) {
    const done = new Promise<void>((resolve) => {
      waveDone = resolve;
    });
    pending = connected.length;
    for (const [index, pair] of connected.entries()) {
      const content = `wave ${wave} pair ${index}`;
      sentAt.set(content, performance.now());
      pair.tester.send(
        JSON.stringify({
          type: 'send_message',
          conversationId: pair.conversationId,
          senderId: pair.testerId,
          content,
        }),
      );
    }
    await done;
  }
  const seconds = (performance.now() - start) / 1000;
  for (const pair of connected) {
    pair.tester.close();
    pair.builder.close();
  }
  const sorted = latencies.sort((a, b) => a - b);
  return {
    sockets: connected.length * 2,
    processes: new Set(servers).size,
    messages: latencies.length,
    messagesPerSecond: Math.round(latencies.length / seconds),
    p50DeliveryMs: Math.round(percentile(sorted, 50) * 10) / 10,
    p99DeliveryMs: Math.round(percentile(sorted, 99) * 10) / 10,
  };
}
