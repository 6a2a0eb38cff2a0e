import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import {
  type ClientFrame,
  clientFrameSchema,
  type ServerFrame,
} from '../../../shared/contracts/chat.ts';
import { chatPaths } from '../../../shared/contracts/chat-paths.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError, forbidden, unauthorized } from '../../lib/app-error.ts';
import { fieldWithNul, isCrossSite, NUL_MESSAGE } from '../../plugins/security.ts';
import { sendMessage } from './chat.service.ts';
import { deliverMessage, pushMessagesToSockets } from './chat-delivery.ts';

/**
 * The real-time channel of spec section 7. The session cookie on the upgrade decides who the
 * socket belongs to; the frames' own userId and senderId must agree with it.
 */
const chatSocket: FastifyPluginAsync = async (app) => {
  pushMessagesToSockets(app);

  app.route({
    method: 'GET',
    url: chatPaths.socket,
    schema: { hide: true },
    preValidation: async (request) => {
      if (isCrossSite(request, app.config.publicUrl)) throw forbidden('Cross-site socket refused');
      if (!request.user) throw unauthorized();
    },
    wsHandler: (socket, request) => {
      const user = request.user as UserRow;
      app.realtime.track(user.id, request.session?.sid ?? '', socket);
      socket.on('message', (data) => {
        void handleFrame(socket, user, data.toString()).catch((err: unknown) => {
          const message = err instanceof AppError ? err.message : 'Message could not be sent';
          if (!(err instanceof AppError)) request.log.error({ err }, 'socket frame failed');
          send(socket, { type: 'error', message });
        });
      });
    },
    // A plain GET (no Upgrade header) is told what the address is for.
    handler: async (_request, reply) =>
      reply
        .status(426)
        .header('upgrade', 'websocket')
        .send({ message: `Connect to ${chatPaths.socket} with a WebSocket` }),
  });

  async function handleFrame(socket: WebSocket, user: UserRow, raw: string) {
    const frame = parseFrame(raw);
    if (typeof frame === 'string') return send(socket, { type: 'error', message: frame });
    if (frame.type === 'authenticate') {
      if (frame.userId !== user.id)
        return send(socket, { type: 'error', message: 'Not your session' });
      return send(socket, { type: 'authenticated', userId: user.id });
    }
    if (frame.senderId !== user.id) {
      return send(socket, { type: 'error', message: 'senderId is not the signed-in user' });
    }
    app.messageLimiter.take(user.id);
    const sent = await sendMessage(app.db, user, frame.conversationId, frame.content);
    await deliverMessage(app, sent);
  }
};

/** The frame, or what is wrong with it: content keeps the REST route's messages (empty, too long). */
function parseFrame(raw: string): ClientFrame | string {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return 'Malformed frame';
  }
  if (fieldWithNul(json, 'frame')) return NUL_MESSAGE;
  const parsed = clientFrameSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const contentIssue = parsed.error.issues.find((issue) => issue.path[0] === 'content');
  return contentIssue?.message ?? 'Malformed frame';
}

function send(socket: WebSocket, frame: ServerFrame) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

export default chatSocket;
