import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client.ts';
import { type ChatPair, seedChatPairs } from '../../scripts/bench-chat.ts';
import { runMixedLoad } from '../../scripts/bench-mixed.ts';
import { seedBench } from '../../scripts/bench-seed.ts';
import { createTestDatabase } from '../app/test-database.ts';
import { type ServerProcess, startServerProcess } from '../processes/server-process.ts';

// The short version of the bench's 60-second mixed run; the full one is `npm run bench`.
const SECRET = 'faults-secret-that-is-long-enough-to-sign';
const SECONDS = 10;
let database: DatabaseHandle;
let server: ServerProcess;
let pairs: ChatPair[];

beforeAll(async () => {
  process.env.TEST_DB = 'postgres';
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  database = await createTestDatabase();
  await seedBench(database.db, 2_000, SECRET);
  pairs = await seedChatPairs(database.db, SECRET, 100);
  server = await startServerProcess({
    DATABASE_URL: database.connectionString as string,
    SESSION_SECRET: SECRET,
  });
});

afterAll(async () => {
  await server?.stop();
  await database?.close();
});

it('serves 200 users browsing, searching, saving, joining and chatting with no 5xx and no lost message', async () => {
  const result = await runMixedLoad(server.url, pairs, SECONDS);
  console.log(
    `mixed load, ${result.users} users, ${SECONDS} s: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`,
    result.p99ByActionMs,
  );
  expect(result.users).toBe(200);
  expect(result.requests).toBeGreaterThan(1_000);
  expect(result.serverErrors).toBe(0);
  expect(result.otherErrors).toBe(0);
  expect(result.messagesSent).toBeGreaterThan(0);
  expect(result.messagesLost).toBe(0);
});
