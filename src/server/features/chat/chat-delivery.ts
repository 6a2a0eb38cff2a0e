import type { FastifyInstance } from 'fastify';
import type { Message, ServerFrame } from '../../../shared/contracts/chat.ts';
import { type BusEvent, fitsInNotification } from '../../lib/event-bus.ts';
import { findMessage } from './chat.service.ts';

/**
 * Tells every process that a stored message exists; each pushes it to its own sockets. The
 * message travels with the event when it fits, which spares every process a query per message.
 */
export async function deliverMessage(
  app: FastifyInstance,
  sent: { message: Message; recipients: readonly string[] },
  clientId?: string,
): Promise<void> {
  const event: BusEvent = {
    type: 'message_created',
    messageId: sent.message.id,
    recipients: [...sent.recipients],
    message: sent.message,
    ...(clientId ? { clientId } : {}),
  };
  if (!fitsInNotification(event)) delete event.message;
  await app.bus.publish(event);
}

export function pushMessagesToSockets(app: FastifyInstance): void {
  app.bus.subscribe((event) => {
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
