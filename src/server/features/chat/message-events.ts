import { type BusEvent, type EventBus, fitsInNotification } from '@/server/lib/event-bus.ts';
import type { Message } from '@/shared/contracts/chat.ts';

/**
 * Tells every process that a stored message exists; each pushes it to its own sockets. The
 * message travels with the event when it fits, which spares every process a query per message.
 */
export async function announceMessage(
  bus: EventBus,
  message: Message,
  recipients: readonly string[],
  clientId: string | undefined,
): Promise<void> {
  const event: BusEvent = {
    type: 'message_created',
    messageId: message.id,
    senderId: message.senderId,
    recipients: [...recipients],
    message,
    ...(clientId ? { clientId } : {}),
  };
  if (!fitsInNotification(event)) delete event.message;
  await bus.publish(event);
}
