import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isMessageCached, receiveMessage } from '@/client/features/chat/utils/receive-message.ts';
import { apiRequest } from '@/client/lib/api-client.ts';
import { randomUuid } from '@/client/lib/random-uuid.ts';
import type { WsClient } from '@/client/lib/ws-client.ts';
import type { ClientFrame, Message } from '@/shared/contracts/chat.ts';
import { chatPaths } from '@/shared/contracts/chat-paths.ts';

/** Long enough for a slow server, short enough that a dead connection does not hang the composer. */
const SOCKET_REPLY_TIMEOUT_MS = 10_000;
const NO_REPLY_MESSAGE = 'The message may not have been sent. Check your connection.';

type SendMessageInput = { conversationId: string; senderId: string; content: string };

/** The REST fallback of spec section 7, used while the real-time channel is not open. */
async function postMessage({ conversationId, content }: SendMessageInput): Promise<Message> {
  const res = await apiRequest('POST', chatPaths.messages, { conversationId, content });
  return res.json();
}

/**
 * Sends on the socket and settles on the server's answer about this send, found by the id it
 * carries: the stored message pushed back to the sender's sockets, or an error frame (only the
 * sending socket is told of its refused frames). Text cannot tell two identical sends apart.
 */
export function sendThroughSocket(socket: WsClient, input: SendMessageInput): Promise<Message> {
  const clientId = randomUuid();
  return new Promise((resolve, reject) => {
    const settle = (done: () => void) => {
      clearTimeout(timer);
      unsubscribe();
      done();
    };
    const timer = setTimeout(
      () => settle(() => reject(new Error(NO_REPLY_MESSAGE))),
      SOCKET_REPLY_TIMEOUT_MS,
    );
    const unsubscribe = socket.subscribe((frame) => {
      if (frame.type === 'new_message' && frame.clientId === clientId) {
        settle(() => resolve(frame.message));
      }
      // An error without an id answers a frame the server could not read: it may be this one.
      if (frame.type === 'error' && (frame.clientId ?? clientId) === clientId) {
        settle(() => reject(new Error(frame.message)));
      }
    });
    try {
      socket.send({ type: 'send_message', ...input, clientId } satisfies ClientFrame);
    } catch (error) {
      settle(() => reject(error));
    }
  });
}

export function useSendMessage(socket: WsClient | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) =>
      socket?.isOpen() ? sendThroughSocket(socket, input) : postMessage(input),
    // A socket echo has already been received by the provider; a REST answer has not.
    onSuccess: (message) => {
      if (!isMessageCached(queryClient, message)) receiveMessage(queryClient, message);
    },
  });
}
