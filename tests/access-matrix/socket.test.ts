import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ServerFrame } from '@/shared/contracts/chat.ts';
import { openSocket } from '../realtime/socket-client.ts';
import {
  baseUrl,
  conversationId,
  idOf,
  LABELS,
  SIGNED_IN,
  type SignedInActor,
  setUpMatrixFixtures,
  someoneElse,
  users,
} from './fixtures.ts';

setUpMatrixFixtures();

interface FrameRow {
  frame: string;
  expect: Record<SignedInActor, ServerFrame['type']>;
  build: (actor: SignedInActor, content: string) => object;
}

const answers = (type: ServerFrame['type']) =>
  Object.fromEntries(SIGNED_IN.map((actor) => [actor, type])) as FrameRow['expect'];

/** What the server answers each client frame type of spec section 7, per sender. */
const FRAMES: FrameRow[] = [
  {
    frame: 'authenticate with own userId',
    expect: answers('authenticated'),
    build: (actor) => ({ type: 'authenticate', userId: idOf(actor) }),
  },
  {
    frame: "authenticate with another user's userId",
    expect: answers('error'),
    build: (actor) => ({ type: 'authenticate', userId: someoneElse(actor) }),
  },
  {
    frame: 'send_message into the conversation',
    expect: { ...answers('error'), tester: 'new_message', owner: 'new_message' },
    build: (actor, content) => ({
      type: 'send_message',
      conversationId,
      senderId: idOf(actor),
      content,
    }),
  },
  {
    frame: "send_message with another user's senderId",
    expect: answers('error'),
    build: (actor, content) => ({
      type: 'send_message',
      conversationId,
      senderId: someoneElse(actor),
      content,
    }),
  },
];

const frameCells = FRAMES.flatMap((row) =>
  SIGNED_IN.map((actor) => {
    const answer = row.expect[actor];
    return [`ws ${row.frame} as ${LABELS[actor]} -> ${answer}`, row, actor, answer] as const;
  }),
);

describe('/ws client frames', () => {
  it.each(frameCells)('%s', async (_name, row, actor, answer) => {
    const socket = await openSocket(baseUrl, users[actor].cookie);
    try {
      const content = `Frame ${randomUUID()}`;
      socket.send(row.build(actor, content));
      // Only this cell's own message counts: a delivery from elsewhere is not its answer.
      const reply = await socket.next(
        (frame) => frame.type !== 'new_message' || frame.message.content === content,
      );
      expect(reply.type).toBe(answer);
    } finally {
      await socket.close();
    }
  });
});
