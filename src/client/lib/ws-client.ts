import type { ClientFrame, ServerFrame } from '@/shared/contracts/chat.ts';
import { chatPaths } from '@/shared/contracts/chat-paths.ts';

/** Reconnect delays double from the first to the cap; a lost server is retried forever. */
const RECONNECT_INITIAL_MS = 500;
const RECONNECT_MAX_MS = 10_000;

export type ServerFrameListener = (frame: ServerFrame) => void;

export interface WsClient {
  isOpen(): boolean;
  send(frame: ClientFrame): void;
  /** Answers the function that stops listening. */
  subscribe(listener: ServerFrameListener): () => void;
  /** Closes for good: no reconnect follows. */
  close(): void;
}

export interface WsClientOptions {
  userId: string;
  /** Called on every open, the first and each reconnect: anything missed meanwhile is re-read. */
  onConnect: () => void;
  /**
   * Called when an open socket closes without being asked to: the server ends a suspended or
   * signed-out person's sockets, and a page should learn at once that its session may be gone.
   */
  onDisconnect?: () => void;
  url?: string;
}

/** The real-time channel on this origin, secure when the page is. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${chatPaths.socket}`;
}

/**
 * The delay before reconnect attempt `attempt` (0-based): half the doubled delay is fixed, half
 * random, so tabs that lost the same server do not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_INITIAL_MS * 2 ** attempt);
  return ceiling / 2 + (random() * ceiling) / 2;
}

function parseFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame = JSON.parse(data) as ServerFrame;
    return typeof frame?.type === 'string' ? frame : null;
  } catch {
    return null;
  }
}

/**
 * One socket for the signed-in session. The session cookie authenticates the upgrade; the
 * `authenticate` frame is the spec's handshake. Heartbeats are the server's pings, which the
 * browser answers by itself.
 */
export function createWsClient({
  userId,
  onConnect,
  onDisconnect,
  url = socketUrl(),
}: WsClientOptions): WsClient {
  const listeners = new Set<ServerFrameListener>();
  let socket: WebSocket | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  function connect() {
    const current = new WebSocket(url);
    socket = current;
    let opened = false;
    current.onopen = () => {
      opened = true;
      attempt = 0;
      current.send(JSON.stringify({ type: 'authenticate', userId } satisfies ClientFrame));
      onConnect();
    };
    current.onmessage = (event) => {
      const frame = parseFrame(event.data);
      if (frame) for (const listener of [...listeners]) listener(frame);
    };
    current.onclose = () => {
      if (closed || socket !== current) return;
      socket = null;
      if (opened) onDisconnect?.();
      retryTimer = setTimeout(connect, reconnectDelay(attempt));
      attempt += 1;
    };
  }

  connect();

  return {
    isOpen: () => socket?.readyState === WebSocket.OPEN,
    send(frame) {
      if (socket?.readyState !== WebSocket.OPEN) throw new Error('The chat connection is not open');
      socket.send(JSON.stringify(frame));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
      clearTimeout(retryTimer);
      listeners.clear();
      socket?.close();
      socket = null;
    },
  };
}
