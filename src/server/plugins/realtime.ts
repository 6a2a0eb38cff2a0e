import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { findCyclePeople } from '@/server/features/cycles/cycle-people.ts';
import type { ServerFrame } from '@/shared/contracts/chat.ts';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      /**
       * Keeps a signed-in user's socket until it closes or stops answering pings, or until the
       * session it was opened with (`sid`, the stored hash) ends. A socket past the user's share
       * is closed at once with 1008.
       */
      track(userId: string, sid: string, socket: WebSocket): void;
      /** Whether the user may open one more socket on this process. */
      hasRoomFor(userId: string): boolean;
      /** Sends a frame to every open socket of these users on this process. */
      sendTo(userIds: readonly string[], frame: unknown): void;
      hasSockets(userIds: readonly string[]): boolean;
    };
  }
}

const DEFAULT_HEARTBEAT_MS = 30_000;
/** WebSocket close code 1012 (Service Restart): the client should reconnect, to us or a sibling. */
export const SERVICE_RESTART = 1012;
/**
 * Close code 1008 (Policy Violation): the session ended, or the user already holds their share of
 * sockets; reconnecting at once will not help.
 */
export const POLICY_VIOLATION = 1008;
/**
 * Open sockets one user may hold on this process: a person has a few tabs and devices, and each
 * socket costs memory and a heartbeat, so a script opening hundreds is refused.
 */
export const SOCKETS_PER_USER = 20;
export const TOO_MANY_SOCKETS_MESSAGE = 'Too many open connections';
const ACCOUNT_CHANGED: ServerFrame = { type: 'account_changed' };
const NOTIFICATIONS_CHANGED: ServerFrame = { type: 'notifications_changed' };

export default fp(
  async function realtimePlugin(
    app: FastifyInstance,
    { heartbeatMs = DEFAULT_HEARTBEAT_MS }: { heartbeatMs?: number },
  ) {
    const sockets = new Map<string, Set<WebSocket>>();
    const askAllToReconnect = (reason: string) => {
      for (const set of sockets.values())
        for (const socket of set) socket.close(SERVICE_RESTART, reason);
    };
    const sendToAll = (frame: ServerFrame) => {
      const text = JSON.stringify(frame);
      for (const set of sockets.values())
        for (const socket of set) if (socket.readyState === socket.OPEN) socket.send(text);
    };
    await app.register(websocket, {
      options: { maxPayload: 64 * 1024 },
      // A frame over the limit is the client's doing (ws has already closed it with 1009): a
      // warning, where the plugin's default would log every one as a server error.
      errorHandler: (error, socket, request) => {
        const { code } = error as { code?: string };
        if (code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') {
          request.log.warn({ code }, 'socket frame over the size limit');
        } else {
          request.log.error({ err: error }, 'socket failed');
        }
        socket.terminate();
      },
      // Runs as the server starts closing, before in-flight requests drain: clients hear at once
      // that they should reconnect (to a sibling process, or to us once we are back).
      preClose: async function closeSockets(this: FastifyInstance) {
        askAllToReconnect('Server restarting; reconnect');
        // As the plugin's own default does: no new upgrades while the process drains.
        await new Promise<void>((resolve) => this.websocketServer.close(() => resolve()));
      },
    });
    // Messages from other processes may have been missed while our LISTEN connection was down;
    // clients re-read everything when they reconnect.
    // A socket acts with the rights its user had at the upgrade: a sign-out closes it for good;
    // a role or profile change makes it reconnect, and so re-read who the user is now. The page
    // behind it hears of the change first, so it shows the new role without a reload.
    app.bus.subscribe((event) => {
      if (event.type === 'bus_reconnected') askAllToReconnect('Catching up; reconnect');
      if (event.type === 'user_changed') {
        app.realtime.sendTo([event.userId], ACCOUNT_CHANGED);
        for (const socket of sockets.get(event.userId) ?? [])
          socket.close(SERVICE_RESTART, 'Account changed; reconnect');
      }
      // Edits, closes and deletions only: a join's new tester count is not worth a frame to all.
      if (event.type === 'listing_changed' && event.pages) {
        sendToAll({ type: 'listing_changed', softwareId: event.listingId });
      }
      if (event.type === 'interest_changed') {
        const { listingId, status } = event;
        app.realtime.sendTo([event.testerId], {
          type: 'interest_changed',
          softwareId: listingId,
          status,
        });
      }
      if (event.type === 'feedback_changed') {
        const told = event.builderId ? [event.reporterId, event.builderId] : [event.reporterId];
        app.realtime.sendTo(told, { type: 'feedback_changed', feedbackId: event.feedbackId });
      }
      if (event.type === 'notifications_changed') {
        app.realtime.sendTo([event.userId], NOTIFICATIONS_CHANGED);
      }
      if (event.type === 'cycle_changed') void tellCyclePeople(event.cycleId, event.listingId);
      // The recipient's message notification was written with the message: one event serves both.
      if (event.type === 'message_created') {
        const others = event.recipients.filter((id) => id !== event.senderId);
        app.realtime.sendTo(others, NOTIFICATIONS_CHANGED);
      }
      if (event.type === 'session_ended') {
        for (const set of sockets.values())
          for (const socket of set)
            if (sessionOf.get(socket) === event.sid) socket.close(POLICY_VIOLATION, 'Signed out');
      }
    });
    // Who may read the cycle is in the database; a process with no sockets need not ask.
    const tellCyclePeople = async (cycleId: string, softwareId: string) => {
      if (sockets.size === 0) return;
      try {
        const people = await findCyclePeople(app.db, softwareId);
        app.realtime.sendTo(people, { type: 'cycle_changed', cycleId, softwareId });
      } catch (err) {
        app.log.warn({ err, cycleId }, 'telling a cycle’s people failed');
      }
    };
    const alive = new WeakSet<WebSocket>();
    const sessionOf = new WeakMap<WebSocket, string>();

    const heartbeat = setInterval(() => {
      for (const set of sockets.values()) {
        for (const socket of set) {
          // No pong since the last ping: the peer is gone without saying so.
          if (!alive.has(socket)) {
            socket.terminate();
            continue;
          }
          alive.delete(socket);
          socket.ping();
        }
      }
    }, heartbeatMs);
    heartbeat.unref();

    app.decorate('realtime', {
      track(userId, sid, socket) {
        const set = sockets.get(userId) ?? new Set<WebSocket>();
        // Upgrades that passed `hasRoomFor` together land here one at a time.
        if (set.size >= SOCKETS_PER_USER) {
          socket.close(POLICY_VIOLATION, TOO_MANY_SOCKETS_MESSAGE);
          return;
        }
        sockets.set(userId, set);
        set.add(socket);
        sessionOf.set(socket, sid);
        alive.add(socket);
        socket.on('pong', () => alive.add(socket));
        socket.on('close', () => {
          set.delete(socket);
          if (set.size === 0) sockets.delete(userId);
        });
      },
      sendTo(userIds, frame) {
        const text = JSON.stringify(frame);
        for (const userId of new Set(userIds)) {
          for (const socket of sockets.get(userId) ?? []) {
            if (socket.readyState === socket.OPEN) socket.send(text);
          }
        }
      },
      hasSockets: (userIds) => userIds.some((id) => sockets.has(id)),
      hasRoomFor: (userId) => (sockets.get(userId)?.size ?? 0) < SOCKETS_PER_USER,
    });

    app.addHook('onClose', async () => clearInterval(heartbeat));
  },
  { name: 'realtime', dependencies: ['bus'] },
);
