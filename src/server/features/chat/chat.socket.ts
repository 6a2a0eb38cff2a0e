import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import type { UserRow } from '@/server/db/schema/users.ts';
import { AppError, forbidden, unauthorized } from '@/server/lib/app-error.ts';
import { TOO_MANY_SOCKETS_MESSAGE } from '@/server/plugins/realtime.ts';
import { fieldWithNul, isCrossSite, NUL_MESSAGE } from '@/server/plugins/security.ts';
import {
  type ClientFrame,
  clientFrameSchema,
  clientIdSchema,
  type ServerFrame,
} from '@/shared/contracts/chat.ts';
import { chatPaths } from '@/shared/contracts/chat-paths.ts';
import { pushMessagesToSockets } from './chat-delivery.ts';
import { sendMessage } from './messages.service.ts';

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
      if (isCrossSite(request, app.config.publicUrl))
        throw forbidden('cross_site_refused', 'Cross-site socket refused');
      if (!request.user) throw unauthorized();
      // Refused before the upgrade, a browser backs off; a socket closed once open it would not.
      if (!app.realtime.hasRoomFor(request.user.id)) {
        throw new AppError(429, 'too_many_connections', TOO_MANY_SOCKETS_MESSAGE);
      }
    },
    wsHandler: (socket, request) => {
      const user = request.user as UserRow;
      app.realtime.track(user.id, request.session?.sid ?? '', socket);
      socket.on('message', (data) => {
        const parsed = parseFrame(data.toString());
        if ('error' in parsed) {
          return send(socket, { type: 'error', message: parsed.error, ...parsed.echo });
        }
        const { frame, echo } = parsed;
        void handleFrame(socket, user, frame, echo).catch((err: unknown) => {
          const message = err instanceof AppError ? err.message : 'Message could not be sent';
          if (!(err instanceof AppError)) request.log.error({ err }, 'socket frame failed');
          send(socket, { type: 'error', message, ...echo });
        });
      });
    },
    // A plain GET (no Upgrade header) is told what the address is for.
    handler: async (_request, reply) =>
      reply
        .status(426)
        .header('upgrade', 'websocket')
        .send({
          code: 'upgrade_required',
          message: `Connect to ${chatPaths.socket} with a WebSocket`,
        }),
  });

  async function handleFrame(socket: WebSocket, user: UserRow, frame: ClientFrame, echo: Echo) {
    if (frame.type === 'authenticate') {
      if (frame.userId !== user.id) throw forbidden('session_mismatch', 'Not your session');
      return send(socket, { type: 'authenticated', userId: user.id });
    }
    if (frame.senderId !== user.id)
      throw forbidden('session_mismatch', 'senderId is not the signed-in user');
    app.messageLimiter.take(user.id);
    await sendMessage(app.services, user, frame.conversationId, frame.content, echo.clientId);
  }
};

/** The send's own id, echoed on what the server answers about that send. */
type Echo = { clientId?: string };

function echoOf(json: unknown): Echo {
  if (typeof json !== 'object' || json === null || !('clientId' in json)) return {};
  const clientId = clientIdSchema.safeParse(json.clientId);
  return clientId.success ? { clientId: clientId.data } : {};
}

/**
 * The frame, or what is wrong with it: content keeps the REST route's messages (empty, too
 * long). A refused frame still echoes its clientId when it carries a readable one.
 */
function parseFrame(
  raw: string,
): { frame: ClientFrame; echo: Echo } | { error: string; echo: Echo } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { error: 'Malformed frame', echo: {} };
  }
  const echo = echoOf(json);
  if (fieldWithNul(json, 'frame')) return { error: NUL_MESSAGE, echo };
  const parsed = clientFrameSchema.safeParse(json);
  if (parsed.success) return { frame: parsed.data, echo };
  const contentIssue = parsed.error.issues.find((issue) => issue.path[0] === 'content');
  return { error: contentIssue?.message ?? 'Malformed frame', echo };
}

function send(socket: WebSocket, frame: ServerFrame) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

export default chatSocket;
