import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import type { ServerFrame } from '@/shared/contracts/chat.ts';
import { buildTestApp, type TestApp } from '../app/build-app.ts';
import { api, type HttpParty, signUpOver } from '../app/http-client.ts';
import { createTestDatabase } from '../app/test-database.ts';
import { type ServerProcess, startServerProcess } from '../processes/server-process.ts';

/** A tester and a builder in one conversation about one listing, each on their own server. */
export interface RealtimeChat {
  testerUrl: string;
  builderUrl: string;
  tester: HttpParty;
  builder: HttpParty;
  conversationId: string;
  listingId: string;
  db: DatabaseHandle['db'];
}

const SECRET = 'realtime-test-secret-long-enough-for-signing';

/**
 * Real sockets for the file that calls this: its own hooks fill the answer before the file's
 * tests run. On PostgreSQL the tester and the builder are connected to two separate server
 * processes, so a message crosses processes through LISTEN/NOTIFY; PGlite is one process.
 */
export function setUpRealtimeChat(): RealtimeChat {
  const chat = {} as RealtimeChat;
  let database: DatabaseHandle | undefined;
  let processes: ServerProcess[] = [];
  let inProcess: TestApp | undefined;

  beforeAll(async () => {
    if (process.env.TEST_DB === 'postgres') {
      database = await createTestDatabase();
      const env = { DATABASE_URL: database.connectionString as string, SESSION_SECRET: SECRET };
      processes = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      [chat.testerUrl, chat.builderUrl] = processes.map((p) => p.url) as [string, string];
    } else {
      // Its test mailbox lets signUpOver open the verification link, as the processes' do.
      inProcess = await buildTestApp({ TEST_MAILBOX: '1' });
      const address = await inProcess.app.listen({ port: 0, host: '127.0.0.1' });
      chat.testerUrl = chat.builderUrl = address;
    }
    const handle = database?.db ?? inProcess?.db;
    if (!handle) throw new Error('no database');
    chat.db = handle;
    [chat.tester, chat.builder] = await Promise.all([
      signUpOver(chat.testerUrl, 'Tester'),
      signUpOver(chat.builderUrl, 'Builder'),
    ]);
    const [listing] = await chat.db
      .insert(listings)
      .values({
        builderId: chat.builder.id,
        name: 'Realtime App',
        shortDescription: 'Chats',
        longDescription: 'Chats in real time',
        category: 'Web',
        imageUrl: `/objects/${randomUUID()}`,
      })
      .returning();
    chat.listingId = listing?.id as string;
    await chat.db.insert(interests).values({ listingId: chat.listingId, testerId: chat.tester.id });
    const started = await api(chat.testerUrl, '/api/conversations', {
      method: 'POST',
      cookie: chat.tester.cookie,
      body: { builderId: chat.builder.id, testerId: chat.tester.id, softwareId: chat.listingId },
    });
    chat.conversationId = started.body.id;
  }, 90_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await database?.close();
    await inProcess?.close();
  });

  return chat;
}

/** Matches the push of the message whose content this is. */
export const isNewMessage = (content: string) => (frame: ServerFrame) =>
  frame.type === 'new_message' && frame.message.content === content;
