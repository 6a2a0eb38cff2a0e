import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import {
  type ClientFrame,
  chatPaths,
  clientFrameSchema,
  type ServerFrame,
} from '../../../shared/contracts/chat.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError, forbidden, unauthorized } from '../../lib/app-error.ts';
import { isCrossSite } from '../../plugins/security.ts';
import { sendMessage } from './chat.service.ts';
import { deliverMessage, pushMessagesToSockets } from './chat-delivery.ts';

/**
 * The real-time channel of spec section 7. The session cookie on the upgrade decides who the
 * socket belongs to; the frames' own userId and senderId must agree with it.
 */
const chatSocket: FastifyPluginAsync = async (app) => {
  pushMessagesToSockets(app);

  app.get(
    chatPaths.socket,
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        if (isCrossSite(request, app.config.publicUrl))
          throw forbidden('Cross-site socket refused');
        if (!request.user) throw unauthorized();
      },
    },
    (socket, request) => {
      const user = request.user as UserRow;
      app.realtime.track(user.id, socket);
      socket.on('message', (data) => {
        void handleFrame(socket, user, data.toString()).catch((err: unknown) => {
          const message = err instanceof AppError ? err.message : 'Message could not be sent';
          if (!(err instanceof AppError)) request.log.error({ err }, 'socket frame failed');
          send(socket, { type: 'error', message });
        });
      });
    },
  );

  async function handleFrame(socket: WebSocket, user: UserRow, raw: string) {
    const frame = parseFrame(raw);
    if (!frame) return send(socket, { type: 'error', message: 'Malformed frame' });
    if (frame.type === 'authenticate') {
      if (frame.userId !== user.id)
        return send(socket, { type: 'error', message: 'Not your session' });
      return send(socket, { type: 'authenticated', userId: user.id });
    }
    if (frame.senderId !== user.id) {
      return send(socket, { type: 'error', message: 'senderId is not the signed-in user' });
    }
    const sent = await sendMessage(app.db, user, frame.conversationId, frame.content);
    await deliverMessage(app, sent);
  }
};

function parseFrame(raw: string): ClientFrame | null {
  try {
    const parsed = clientFrameSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function send(socket: WebSocket, frame: ServerFrame) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

export default chatSocket;
