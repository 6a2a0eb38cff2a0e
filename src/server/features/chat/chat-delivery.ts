import type { FastifyInstance } from 'fastify';
import type { ServerFrame } from '@/shared/contracts/chat.ts';
import { findMessage } from './messages.service.ts';

/**
 * Each process pushes a stored message to its own sockets of the two parties, and a removed one's
 * id, so their open windows drop it at once.
 */
export function pushMessagesToSockets(app: FastifyInstance): void {
  app.bus.subscribe((event) => {
    if (event.type === 'message_removed') {
      const { conversationId, messageId } = event;
      app.realtime.sendTo(event.participants, {
        type: 'message_removed',
        conversationId,
        messageId,
      });
      return;
    }
    if (event.type !== 'message_created' || !app.realtime.hasSockets(event.recipients)) return;
    const stored = event.message
      ? Promise.resolve(event.message)
      : findMessage(app.db, event.messageId);
    stored
      .then((message) => {
        if (!message) return;
        const frame: ServerFrame = { type: 'new_message', message };
        const { clientId } = event;
        if (!clientId) return app.realtime.sendTo(event.recipients, frame);
        // The other party has no use for the sender's id of the send.
        app.realtime.sendTo([message.senderId], { ...frame, clientId });
        app.realtime.sendTo(
          event.recipients.filter((id) => id !== message.senderId),
          frame,
        );
      })
      .catch((err: unknown) => app.log.warn({ err }, 'message push failed'));
  });
}
