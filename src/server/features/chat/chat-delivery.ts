import type { FastifyInstance } from 'fastify';
import type { Message, ServerFrame } from '../../../shared/contracts/chat.ts';
import { findMessage } from './chat.service.ts';

/** Tells every process that a stored message exists; each pushes it to its own sockets. */
export async function deliverMessage(
  app: FastifyInstance,
  sent: { message: Message; recipients: readonly string[] },
): Promise<void> {
  await app.bus.publish({
    type: 'message_created',
    messageId: sent.message.id,
    recipients: [...sent.recipients],
  });
}

export function pushMessagesToSockets(app: FastifyInstance): void {
  app.bus.subscribe((event) => {
    if (event.type !== 'message_created' || !app.realtime.hasSockets(event.recipients)) return;
    findMessage(app.db, event.messageId)
      .then((message) => {
        if (!message) return;
        const frame: ServerFrame = { type: 'new_message', message };
        app.realtime.sendTo(event.recipients, frame);
      })
      .catch((err: unknown) => app.log.warn({ err }, 'message push failed'));
  });
}
