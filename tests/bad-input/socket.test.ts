import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@/server/db/schema/chat.ts';
import { clientFrameSchema, messageSchema, type ServerFrame } from '@/shared/contracts/chat.ts';
import { z } from '@/shared/contracts/zod.ts';
import { openSocket, type TestSocket } from '../realtime/socket-client.ts';
import { queries, RUNS, variations } from './attempts.ts';
import { describeDatabaseAfterwards } from './database-afterwards.ts';
import { cookieOf, fx, setUpFixtures } from './fixtures.ts';
import { check, describeAnswer, rows, within } from './requests.ts';
import { endpointFor } from './routes.ts';
import { malformedJson, shortText, signedIn, text, withNul, wrongValue } from './values.ts';

/** The chat socket survives junk frames, and /ws over plain HTTP says what it is for. */

const FRAME_LIMIT = 64 * 1024;
const MIB = 1024 * 1024;

setUpFixtures();

const testerId = () => fx.people.tester.user.id;
const sendFrame = (content: string) => ({
  type: 'send_message',
  conversationId: fx.conversationId,
  senderId: testerId(),
  content,
});
const isEcho = (content: string) => (frame: ServerFrame) =>
  frame.type === 'new_message' &&
  frame.message.content === content &&
  frame.message.senderId === testerId();

/** Whether any key or string of a parsed frame holds a NUL; nesting may be thousands deep. */
function holdsNul(json: unknown): boolean {
  const pending = [json];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string' && value.includes('\u0000')) return true;
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes('\u0000')) return true;
      pending.push(inner);
    }
  }
  return false;
}

/** What the frame contract says a frame earns: an echo of the stored message or an ack. */
function expectedOf(frame: string | Buffer): { echo?: string; ack?: true } {
  let json: unknown;
  try {
    json = JSON.parse(frame.toString());
  } catch {
    return {};
  }
  // PostgreSQL text cannot hold a NUL: a frame with one anywhere earns an error frame.
  if (holdsNul(json)) return {};
  const parsed = clientFrameSchema.safeParse(json);
  if (!parsed.success) return {};
  const { data } = parsed;
  if (data.type === 'authenticate') return data.userId === testerId() ? { ack: true } : {};
  const own = data.senderId === testerId() && data.conversationId === fx.conversationId;
  // Stored as UTF-8, so a lone surrogate comes back as U+FFFD.
  return own ? { echo: Buffer.from(data.content).toString() } : {};
}

function frames(): fc.Arbitrary<string | Buffer> {
  const person = fc.oneof(
    { weight: 3, arbitrary: fc.constant(testerId()) },
    { weight: 1, arbitrary: fc.constant(fx.people.builder.user.id) },
    { weight: 2, arbitrary: wrongValue() },
  );
  const structured = fc
    .record(
      {
        type: fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom('authenticate', 'send_message') },
          {
            weight: 1,
            arbitrary: fc.constantFrom('new_message', 'authenticated', 'error', 'SEND_MESSAGE'),
          },
          { weight: 1, arbitrary: wrongValue() },
        ),
        userId: person,
        senderId: person,
        conversationId: fc.oneof(
          { weight: 3, arbitrary: fc.constant(fx.conversationId) },
          { weight: 1, arbitrary: fc.uuid() },
          { weight: 2, arbitrary: wrongValue() },
        ),
        content: fc.oneof(
          { weight: 3, arbitrary: text },
          { weight: 1, arbitrary: wrongValue() },
          { weight: 1, arbitrary: shortText.chain(withNul) },
        ),
        clientId: fc.oneof(
          { weight: 2, arbitrary: fc.uuid() },
          { weight: 1, arbitrary: wrongValue() },
        ),
      },
      { requiredKeys: ['type'] },
    )
    .map((frame) => JSON.stringify(frame));
  return fc
    .oneof(
      { weight: 4, arbitrary: structured },
      { weight: 1, arbitrary: text },
      { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
      { weight: 1, arbitrary: malformedJson },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 1_024 }).map((b) => Buffer.from(b)) },
    )
    .filter((frame) => Buffer.byteLength(frame) <= FRAME_LIMIT);
}

const serverFrameSchema = () =>
  z.discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('error'),
      message: z.string().min(1),
      clientId: z.uuid().optional(),
    }),
    z.strictObject({ type: z.literal('authenticated'), userId: z.literal(testerId()) }),
    z.strictObject({
      type: z.literal('new_message'),
      message: messageSchema.extend({ conversationId: z.literal(fx.conversationId) }),
      clientId: z.uuid().optional(),
    }),
  ]);

const countMessages = async () =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from ${messages}`))[0]?.n ?? 0;

describe('the /ws channel under bad frames', () => {
  let socket: TestSocket;
  const received: unknown[] = [];
  let sentFrames = 0;

  beforeAll(async () => {
    socket = await openSocket(fx.baseUrl, (await cookieOf('tester')) as string);
    socket.socket.on('message', (data) => received.push(JSON.parse(data.toString())));
  });
  afterAll(() => socket.close());

  it('answers junk frames with an error frame or nothing, keeps the socket open, and stores only valid messages', async () => {
    const wellFormed = serverFrameSchema();
    await fc.assert(
      fc.asyncProperty(fc.array(frames(), { minLength: 1, maxLength: 5 }), async (batch) => {
        const before = await countMessages();
        for (const frame of batch) socket.socket.send(frame);
        sentFrames += batch.length;
        const expected = batch.map(expectedOf);
        // The ack of a last, valid frame shows the junk before it was read; stored messages are
        // awaited as their echoes, which come later.
        socket.send({ type: 'authenticate', userId: testerId() });
        const acks = expected.filter((e) => e.ack).length + 1;
        for (let n = 0; n < acks; n++) await socket.next((f) => f.type === 'authenticated');
        const echoes = expected.flatMap((e) => (e.echo === undefined ? [] : [e.echo]));
        for (const content of echoes) await socket.next(isEcho(content));

        expect(socket.socket.readyState).toBe(socket.socket.OPEN);
        expect(await countMessages()).toBe(before + echoes.length);
        for (const frame of received) {
          expect(wellFormed.safeParse(frame).success, JSON.stringify(frame)).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
    const errors = received.filter((f) => (f as ServerFrame).type === 'error');
    expect(errors.length).toBeLessThanOrEqual(sentFrames);

    socket.send(sendFrame('Still here after the junk'));
    await socket.next(isEcho('Still here after the junk'));
  });

  it('closes a socket that sends a frame over 64 KiB with 1009, and its owner reconnects and sends', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: FRAME_LIMIT + 1, max: MIB }),
        fc.boolean(),
        async (size, binary) => {
          const big = await openSocket(fx.baseUrl, (await cookieOf('tester')) as string);
          const closed = new Promise<number>((resolve) =>
            big.socket.once('close', (code) => resolve(code)),
          );
          const frame = JSON.stringify(sendFrame('x'.repeat(size)));
          big.socket.send(binary ? Buffer.from(frame) : frame);
          expect(await within(closed, 'close after an oversized frame')).toBe(1009);

          const again = await openSocket(fx.baseUrl, (await cookieOf('tester')) as string);
          const content = `After a ${size}-byte frame`;
          again.send(sendFrame(content));
          await again.next(isEcho(content));
          await again.close();
        },
      ),
      { numRuns: 4 },
    );
  });
});

describe('/ws over plain HTTP', () => {
  it('answers a signed-in GET without the upgrade 426, naming the upgrade it needs', async () => {
    const ws = endpointFor('GET', '/ws');
    await fc.assert(
      fc.asyncProperty(variations(ws, { actor: signedIn, query: queries(ws) }), async (attempt) => {
        const response = await check(ws, attempt);
        expect(response.statusCode, describeAnswer(ws, response)).toBe(426);
        expect(response.headers.upgrade).toBe('websocket');
        expect(response.json()).toEqual({ code: 'upgrade_required', message: expect.any(String) });
      }),
      { numRuns: RUNS },
    );
  });
});

describeDatabaseAfterwards();
